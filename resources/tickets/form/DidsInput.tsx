/**
 * The new ticket's DIDs: several of the customer's own numbers, searched as the customer types (500 ms). The country
 * of each number found is left in the query cache (didCountryQuery), for the Country input to follow the choice.
 */
import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ValidationError, useInput, useTranslate } from 'ra-core';
import { didCountryQuery, didSearchQuery } from '@/providers/api/tickets';
import type { InputPartProps } from '@/src/console/fields';
import { LIST_DEBOUNCE_MS } from '@/src/console/list/PortalList';
import { useDebounced } from '@/src/components/useDebounced';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';

export function DidsInput({ source, label }: InputPartProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
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
      fullWidth
      sx={{ mb: 2 }}
      id={id}
      options={options}
      value={chosen}
      filterOptions={(all) => all.filter((did) => !chosen.includes(did))}
      loading={found.isFetching}
      loadingText={translate('common.loading')}
      noOptionsText={translate('ra.navigation.no_results', { name: translate(label) })}
      onChange={(_event, value) => {
        for (const number of found.data?.results ?? []) {
          if (value.includes(number.did))
            queryClient.setQueryData(
              didCountryQuery(number.did).queryKey,
              typeof number.country?.id === 'number' ? number.country.id : null,
            );
        }
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
          label={translate(label)}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : translate('tickets.didsHelp')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
