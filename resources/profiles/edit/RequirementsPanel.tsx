/** Left panel "Check profile requirements": Country, then the plans of that country. */
import { MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { countriesQuery, countryPlansQuery } from '@/providers/api/profiles';
import type { Requirements } from './useRequirements';
import { useCountryOptions } from '@/src/components/countryName';

export function RequirementsPanel({ requirements }: { requirements: Requirements }) {
  const translate = useTranslate();
  const { country, plan, setCountry, setPlan } = requirements;
  const countries = useQuery(countriesQuery);
  const plans = useQuery({ ...countryPlansQuery(country), enabled: country !== '' });
  const countryOptions = useCountryOptions(countries.data);
  const planOptions = country ? (plans.data ?? []) : [];
  const known = (value: string, options: { value: number }[]) =>
    options.some((option) => String(option.value) === value) ? value : '';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="requirements-title"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="requirements-title" variant="h6" component="h2">
        {translate('profileEdit.requirements.title')}
      </Typography>
      <TextField
        id="requirements-country"
        select
        size="small"
        label={translate('profileEdit.requirements.country')}
        value={known(country, countryOptions)}
        onChange={(event) => setCountry(event.target.value)}
      >
        {countryOptions.map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="requirements-plan"
        select
        size="small"
        label={translate('profileEdit.requirements.plan')}
        value={known(plan, planOptions)}
        disabled={!country}
        helperText={country ? undefined : translate('profileEdit.requirements.planHint')}
        onChange={(event) => {
          const chosen = planOptions.find((option) => String(option.value) === event.target.value);
          if (chosen) setPlan(String(chosen.value), chosen.plan_type);
        }}
      >
        {planOptions.map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
