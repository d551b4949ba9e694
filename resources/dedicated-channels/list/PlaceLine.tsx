/** A card's place: the country in the portal's language, then the plan ("Germany, Berlin Capacity"). */
import type { CellPartProps } from '@/src/console/fields';
import type { DedicatedChannelRow } from '@/providers/types';
import { Place } from '@/src/components/CountryName';

export default function PlaceLine({ record: row }: CellPartProps<DedicatedChannelRow>) {
  return <Place country={row.country} after={[row.plan]} />;
}
