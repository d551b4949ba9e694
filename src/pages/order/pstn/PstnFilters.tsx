/** Country and dedicated (PSTN) plan of the PSTN upgrade; both live in the query string. */
import { useQuery } from '@tanstack/react-query';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { countriesQuery } from '@/providers/api/profiles';
import { pstnPlansQuery } from '@/providers/api/ordering';
import { useCountryOptions } from '@/src/components/countryName';

interface Props {
  country: number | undefined;
  plan: number | undefined;
  onChange: (next: { country?: number; plan?: number }) => void;
}

export default function PstnFilters({ country, plan, onChange }: Props) {
  const translate = useTranslate();
  const countries = useQuery(countriesQuery);
  const countryOptions = useCountryOptions(countries.data);
  const plans = useQuery({ ...pstnPlansQuery(country ?? 0), enabled: Boolean(country) });
  const planOptions = plans.data ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={translate('cart.pstn.country')}
        value={countries.data?.some((option) => option.value === country) ? country : ''}
        onChange={(event) => onChange({ country: Number(event.target.value), plan: undefined })}
        sx={{ minWidth: 220 }}
      >
        {countryOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('cart.pstn.plan')}
        value={planOptions.some((option) => option.value === plan) ? plan : ''}
        onChange={(event) => onChange({ country, plan: Number(event.target.value) })}
        disabled={!country}
        helperText={country && plans.isSuccess && planOptions.length === 0 ? translate('cart.pstn.noPlans') : undefined}
        sx={{ minWidth: 260 }}
      >
        {planOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
