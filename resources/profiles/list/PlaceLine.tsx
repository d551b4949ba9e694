/** The card's line under an end user's name: "Berlin, Germany" (the city, when known, and the country). */
import type { CellPartProps } from '@/src/console/fields';
import { Place } from '@/src/components/CountryName';
import type { ProfileRow } from '@/providers/entities/profiles';

export default function PlaceLine({ record }: CellPartProps<ProfileRow>) {
  return <Place before={[record.area ?? undefined]} country={record.country ?? undefined} />;
}
