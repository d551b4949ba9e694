/** The number-type checkboxes of the search: every type, disabled when the country has no plan of it for the type of service. */
import { useQuery } from '@tanstack/react-query';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { didTypesQuery } from '@/providers/api/ordering';
import { didTypeLabel } from '@/src/components/specLabels';

interface Props {
  country: number | null;
  tos: number | null;
  value: number[];
  onChange: (value: number[]) => void;
}

export function DidTypeChoices({ country, tos, value, onChange }: Props) {
  const translate = useTranslate();
  const ready = country !== null && tos !== null;
  const { data = [] } = useQuery({ ...didTypesQuery(country ?? 0, tos ?? 0), enabled: ready });
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id].sort((a, b) => a - b) : value.filter((type) => type !== id));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{translate('ordering.search.didTypes')}</FormLabel>
      {ready ? (
        <FormGroup row>
          {data.map((type) => (
            <FormControlLabel
              key={type.id}
              label={didTypeLabel(translate, type.id, type.name)}
              disabled={!type.available}
              control={
                <Checkbox
                  checked={type.available && value.includes(type.id)}
                  onChange={(event) => toggle(type.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('ordering.search.chooseCountryFirst')}
        </Typography>
      )}
    </FormControl>
  );
}
