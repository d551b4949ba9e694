/** A country name (or a place ending or starting with one) in the portal's language, for tables and cards. */
import { useCountryName } from './countryName';

export function CountryName({ name, iso }: { name: string | null | undefined; iso?: string | null }) {
  const countryName = useCountryName();
  return <>{countryName(name, iso)}</>;
}

interface PlaceProps {
  country: string | null | undefined;
  /** What is written before the country ("Amsterdam") and after it (a plan): the empty ones left out. */
  before?: (string | null | undefined)[];
  after?: (string | null | undefined)[];
}

/** "Amsterdam, Pays-Bas": the parts joined with commas, the country named in the portal's language. */
export function Place({ country, before = [], after = [] }: PlaceProps) {
  const countryName = useCountryName();
  return <>{[...before, countryName(country), ...after].filter(Boolean).join(', ')}</>;
}
