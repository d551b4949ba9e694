/** The apply-to-all row on top of the lines: a value chosen here is copied into every line. */
import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import LineSelect, { ApplyAllLabel } from './LineSelect';
import { LINE_FIELDS, type LineChoice, type LineField } from './lineRules';
import type { LineOptions } from './lookups';

interface Props {
  values: LineChoice;
  options: LineOptions;
  onApply: (field: LineField, value: number | '') => void;
  disabled: boolean;
}

export default function ApplyAllRow({ values, options, onApply, disabled }: Props) {
  const translate = useTranslate();
  return (
    <TableRow sx={{ bgcolor: 'action.hover' }}>
      <TableCell colSpan={5}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('cart.configure.applyAll')}
        </Typography>
      </TableCell>
      {LINE_FIELDS.map((field) => (
        <TableCell key={field}>
          <LineSelect
            label={<ApplyAllLabel field={field} />}
            value={values[field]}
            options={options[field]}
            onChange={(value) => onApply(field, value)}
            disabled={disabled}
          />
        </TableCell>
      ))}
      <TableCell />
    </TableRow>
  );
}
