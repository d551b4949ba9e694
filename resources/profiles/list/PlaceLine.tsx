/** The card's line under an end user's name: "Berlin, Germany" (the city, when known, and the country). */
import type { CellPartProps } from '@/src/console/fields';
import { Place } from '@/src/components/CountryName';

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

export default function PlaceLine({ record }: CellPartProps) {
  return <Place before={[textOf(record.area)]} country={textOf(record.country)} />;
}
