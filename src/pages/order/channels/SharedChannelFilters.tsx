/** Country (of the customer's DID groups), plan (of that country) and number type selects. */
import { useQuery } from '@tanstack/react-query';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { groupCountriesQuery, groupPlansQuery } from '../../../../providers/api/capacity';
import { DID_TYPES } from '../../../../providers/types';
import type { SharedFilterName, SharedFilters } from './useSharedFilters';
import { didTypeLabel } from '../../../components/specLabels';

interface Option {
  value: number | string;
  name: string;
}

interface Props {
  filters: SharedFilters;
  onChange: (name: SharedFilterName, value: string) => void;
}

export function SharedChannelFilters({ filters, onChange }: Props) {
  const translate = useTranslate();
  const countries = useQuery(groupCountriesQuery);
  const plans = useQuery({ ...groupPlansQuery(filters.country ?? ''), enabled: filters.country !== undefined });
  const types = Object.values(DID_TYPES).map((id) => ({ value: id, name: didTypeLabel(translate, id, String(id)) }));
  const select = (name: SharedFilterName, options: Option[], disabled = false) => (
    <TextField
      select
      size="small"
      label={translate(`channels.shared.filters.${name}`)}
      value={
        filters[name] !== undefined && options.some((option) => Number(option.value) === filters[name])
          ? String(filters[name])
          : ''
      }
      onChange={(event) => onChange(name, event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">
        <em>{translate('channels.shared.filters.any')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {select('country', countries.data ?? [])}
      {select('plan', filters.country === undefined ? [] : (plans.data ?? []), filters.country === undefined)}
      {select('type', types)}
    </Stack>
  );
}
