/** Country (of the customer's DID groups), plan (of that country) and number type selects. */
import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { groupCountriesQuery, groupPlansQuery } from '@/providers/api/capacity';
import { DID_TYPES } from '@/providers/types';
import type { SharedFilterName, SharedFilters } from './useSharedFilters';
import { didTypeLabel } from '@/src/components/specLabels';
import { AnyChoiceSelect, type ChoiceOption } from '@/src/components/AnyChoiceSelect';
import { useCountryOptions } from '@/src/components/countryName';

interface Props {
  filters: SharedFilters;
  onChange: (name: SharedFilterName, value: string) => void;
}

export function SharedChannelFilters({ filters, onChange }: Props) {
  const translate = useTranslate();
  const countries = useCountryOptions(useQuery(groupCountriesQuery).data);
  const plans = useQuery({ ...groupPlansQuery(filters.country ?? ''), enabled: filters.country !== undefined });
  const types = Object.values(DID_TYPES).map((id) => ({ value: id, name: didTypeLabel(translate, id, String(id)) }));
  const select = (name: SharedFilterName, options: ChoiceOption[], disabled = false) => (
    <AnyChoiceSelect
      label={translate(`channels.shared.filters.${name}`)}
      anyLabel={translate('channels.shared.filters.any')}
      options={options}
      value={filters[name]}
      onChange={(value) => onChange(name, value)}
      disabled={disabled}
      sx={{ minWidth: 180 }}
    />
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {select('country', countries)}
      {select('plan', filters.country === undefined ? [] : (plans.data ?? []), filters.country === undefined)}
      {select('type', types)}
    </Stack>
  );
}
