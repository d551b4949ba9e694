/** Country (of the customer's DID groups) and plan (of that country's groups, reports/didGroup/plans/) selects. */
import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { groupCountriesQuery } from '@/providers/api/capacity';
import { didGroupPlansQuery } from '@/providers/api/reports';
import type { DidGroupReportParams } from '@/providers/entities/reports';
import type { GroupFilterName } from './useDidGroupsParams';
import { AnyChoiceSelect, type ChoiceOption } from '@/src/components/AnyChoiceSelect';
import { useCountryOptions } from '@/src/components/countryName';

interface Props {
  params: DidGroupReportParams;
  onChange: (name: GroupFilterName, value: string) => void;
}

export function DidGroupsFilters({ params, onChange }: Props) {
  const translate = useTranslate();
  const countries = useCountryOptions(useQuery(groupCountriesQuery).data);
  const plans = useQuery({ ...didGroupPlansQuery(params.country ?? 0), enabled: params.country !== undefined });
  const select = (name: GroupFilterName, options: ChoiceOption[], disabled = false) => (
    <AnyChoiceSelect
      label={translate(`reports.didGroups.filters.${name}`)}
      anyLabel={translate('reports.didGroups.filters.any')}
      options={options}
      value={params[name]}
      onChange={(value) => onChange(name, value)}
      disabled={disabled}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    />
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {select('country', countries)}
      {select('plan', params.country === undefined ? [] : (plans.data ?? []), params.country === undefined)}
    </Stack>
  );
}
