/** Country (of the customer's DID groups) and plan (of that country's groups, reports/didGroup/plans/) selects. */
import { useQuery } from '@tanstack/react-query';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { groupCountriesQuery } from '../../../../providers/api/capacity';
import { didGroupPlansQuery } from '../../../../providers/api/reports';
import type { DidGroupReportParams } from '../../../../providers/entities/reports';
import type { GroupFilterName } from './useDidGroupsParams';

interface Option {
  value: number | string;
  name: string;
}

interface Props {
  params: DidGroupReportParams;
  onChange: (name: GroupFilterName, value: string) => void;
}

export function DidGroupsFilters({ params, onChange }: Props) {
  const translate = useTranslate();
  const countries = useQuery(groupCountriesQuery);
  const plans = useQuery({ ...didGroupPlansQuery(params.country ?? 0), enabled: params.country !== undefined });
  const select = (name: GroupFilterName, options: Option[], disabled = false) => {
    const value = params[name];
    return (
      <TextField
        select
        size="small"
        label={translate(`reports.didGroups.filters.${name}`)}
        value={value !== undefined && options.some((option) => Number(option.value) === value) ? String(value) : ''}
        onChange={(event) => onChange(name, event.target.value)}
        disabled={disabled}
        sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <MenuItem value="">
          <em>{translate('reports.didGroups.filters.any')}</em>
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    );
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {select('country', countries.data ?? [])}
      {select('plan', params.country === undefined ? [] : (plans.data ?? []), params.country === undefined)}
    </Stack>
  );
}
