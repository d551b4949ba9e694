/**
 * Before saving: the chosen plan's country-specific address document fixes the data country (useLockedCountry), so an
 * end user saved in another country would be moved without a word. This says so, from which country to which (issue
 * 49 item 3).
 */
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { countriesQuery } from '@/providers/api/profiles';
import { useCountryName } from '@/src/components/countryName';

interface Props {
  /** The country the end user is saved in (its id), if any. */
  saved: string | number | null | undefined;
  /** The country the plan fixes (its id). */
  fixed: string;
}

export function CountryMoveNotice({ saved, fixed }: Props) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const countries = useQuery(countriesQuery);
  if (saved == null || saved === '' || String(saved) === fixed) return null;
  const nameOf = (id: string | number) => {
    const country = countries.data?.find((option) => String(option.value) === String(id));
    return country ? countryName(country.name) : String(id);
  };
  return (
    <Alert severity="warning" role="status" sx={{ my: 1 }}>
      {translate('profileEdit.form.countryMoves', { from: nameOf(saved), to: nameOf(fixed) })}
    </Alert>
  );
}
