/**
 * The DIDs a ticket is about: several of the customer's own numbers, searched as the customer types (500 ms). The
 * country of each chosen number is told to `onCountries` (did -> country id), for the Country field to follow.
 */
import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ValidationError, useInput, useTranslate } from 'ra-core';
import { didSearchQuery } from '@/providers/api/tickets';
import { LIST_DEBOUNCE_MS } from '@/src/console/list/PortalList';
import { useDebounced } from '@/src/components/useDebounced';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';

interface Props {
  source?: string;
  onCountries?: (countries: Record<string, number>) => void;
}

export function DidsInput({ source = 'dids', onCountries }: Props) {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput<string[]>({ source, defaultValue: [] });
  useServerErrorFocus(field.name);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.replace(/\D/g, ''), LIST_DEBOUNCE_MS);
  const found = useQuery(didSearchQuery(search));
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const options = (found.data?.results ?? []).map((number) => number.did);
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <Autocomplete
      multiple
      id={id}
      options={options}
      value={chosen}
      filterOptions={(all) => all.filter((did) => !chosen.includes(did))}
      loading={found.isFetching}
      loadingText={translate('common.loading')}
      noOptionsText={translate('ra.navigation.no_results', { name: translate('tickets.fields.dids') })}
      onChange={(_event, value) => {
        const countries: Record<string, number> = {};
        for (const number of found.data?.results ?? []) {
          if (value.includes(number.did) && typeof number.country?.id === 'number')
            countries[number.did] = number.country.id;
        }
        onCountries?.(countries);
        field.onChange(value);
      }}
      onInputChange={(_event, value, reason) => reason === 'input' && setTyped(value)}
      renderValue={(values, getItemProps) =>
        values.map((did, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={did} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={translate('tickets.fields.dids')}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : translate('tickets.didsHelp')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
