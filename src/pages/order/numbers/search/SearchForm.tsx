/** The number search (spec part 1 section 2): country and type of service (required), number types; submitted into the URL. */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'ra-core';
import { countryTosQuery } from '@/providers/api/ordering';
import { planCountriesQuery } from './planCountriesQuery';
import { DidTypeChoices } from './DidTypeChoices';
import type { NumberSearch } from './searchParams';
import { typeOfServiceLabel } from '@/src/components/specLabels';
import { useCountryOptions } from '@/src/components/countryName';

interface Props {
  initial: NumberSearch;
  onSearch: (search: NumberSearch) => void;
}

type Draft = Pick<NumberSearch, 'country' | 'typeOfService' | 'didTypes'>;

export function SearchForm({ initial, onSearch }: Props) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>({
    country: initial.country,
    typeOfService: initial.typeOfService,
    didTypes: initial.didTypes,
  });
  const [submitted, setSubmitted] = useState(false);
  const countries = useQuery(planCountriesQuery);
  const countryOptions = useCountryOptions(countries.data);
  const tos = useQuery({ ...countryTosQuery(draft.country ?? 0), enabled: draft.country !== null });
  const required = translate('common.validation.required');
  // MUI warns about a value that is not (yet) among the options: show it once its option has loaded.
  const shown = (value: number | null, options: { value: number }[] | undefined) =>
    value !== null && options?.some((option) => option.value === value) ? value : '';
  const countryError = submitted && draft.country === null;
  const tosError = submitted && draft.typeOfService === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (draft.country === null || draft.typeOfService === null) return;
    onSearch({ ...draft, prefix: '', prefixName: '' });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('ordering.search.submit')}
      sx={{ display: 'grid', gap: 2, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          required
          label={translate('ordering.search.country')}
          value={shown(draft.country, countries.data)}
          onChange={(event) => setDraft({ country: Number(event.target.value), typeOfService: null, didTypes: [] })}
          error={countryError}
          helperText={countryError ? required : ' '}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        >
          {countryOptions.map((country) => (
            <MenuItem key={country.value} value={country.value}>
              {country.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={translate('ordering.search.typeOfService')}
          value={shown(draft.typeOfService, tos.data)}
          onChange={(event) => setDraft({ ...draft, typeOfService: Number(event.target.value), didTypes: [] })}
          error={tosError}
          helperText={tosError ? required : ' '}
          sx={{ minWidth: 180, flex: '1 1 180px' }}
        >
          {(tos.data ?? []).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {typeOfServiceLabel(translate, option.value, option.name)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DidTypeChoices
        country={draft.country}
        tos={draft.typeOfService}
        value={draft.didTypes}
        onChange={(didTypes) => setDraft({ ...draft, didTypes })}
      />
      <Box>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('ordering.search.submit')}
        </Button>
      </Box>
    </Box>
  );
}
