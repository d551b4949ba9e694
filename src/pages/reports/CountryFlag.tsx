import { useCountryName } from '@/src/components/countryName';

/** A country's flag as the snapshot gives it, named by the country (its alt text). */
export function CountryFlag({ country }: { country: { name: string; flag_href: string } }) {
  const countryName = useCountryName();
  return (
    <img
      src={country.flag_href}
      alt={countryName(country.name)}
      width={24}
      height={16}
      style={{ display: 'block', objectFit: 'cover' }}
    />
  );
}
