/** One routing row: originating network and outgoing number, with its Delete and its server errors. */
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SelectOption } from '@/providers/types';
import type { RoutingRow } from './routingRows';
import type { Errors } from './useRoutingForm';

interface Props {
  index: number;
  row: RoutingRow;
  networks: SelectOption<number>[];
  errors?: Errors;
  onChange: (row: RoutingRow) => void;
  /** Only a saved row can be deleted (the form asks first). */
  onDelete?: () => void;
}

export default function RoutingRowFields({ index, row, networks, errors = {}, onChange, onDelete }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`numbers.details.routing.${key}`);
  const label = (key: string) => `${t(key)} ${index + 1}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}>
      <TextField
        select
        label={label('network')}
        value={row.nature}
        onChange={(event) => onChange({ ...row, nature: event.target.value })}
        error={Boolean(errors.nature)}
        helperText={errors.nature}
        // The label stays above the box and an empty row reads "None": a long label never runs under the arrow.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('noNetwork')}</MenuItem>
        {networks.map((network) => (
          <MenuItem key={network.value} value={String(network.value)}>
            {network.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={label('number')}
        value={row.number_out}
        onChange={(event) => onChange({ ...row, number_out: event.target.value })}
        error={Boolean(errors.number_out)}
        helperText={errors.number_out}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      {onDelete && (
        <IconButton
          aria-label={translate('numbers.details.routing.deleteRow', { index: index + 1 })}
          onClick={onDelete}
        >
          <DeleteIcon />
        </IconButton>
      )}
    </Stack>
  );
}
