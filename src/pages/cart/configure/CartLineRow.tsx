/** One line of "Configure DIDs": what it is, its three required selects, and Remove. */
import { IconButton, TableCell, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import type { CartDidLine } from '@/providers/types';
import LineSelect from './LineSelect';
import { LINE_FIELDS, type LineChoice, type LineErrors, type LineField } from './lineRules';
import type { LineOptions } from './lookups';
import { CountryName } from '@/src/components/CountryName';

interface Props {
  line: CartDidLine;
  choice: LineChoice;
  errors: LineErrors[number] | undefined;
  options: LineOptions;
  onChange: (field: LineField, value: number | '') => void;
  onRemove: () => void;
  disabled: boolean;
}

/** How a line is named (Remove's label): its number, else its area and "Backorder". */
export const lineName = (line: CartDidLine, backorder: string) =>
  line.did ?? `${line.area.name} (${line.area.prefix}) ${backorder}`;

export default function CartLineRow({ line, choice, errors, options, onChange, onRemove, disabled }: Props) {
  const translate = useTranslate();
  const backorder = translate('cart.configure.backorder');
  return (
    <TableRow data-line={line.id}>
      <TableCell>
        <CountryName name={line.country.name} />
      </TableCell>
      <TableCell>
        {line.area.name} ({line.area.prefix})
      </TableCell>
      <TableCell>{line.plan.name}</TableCell>
      <TableCell>{line.amount}</TableCell>
      <TableCell>
        {line.did ?? backorder}
        {errors?.line ? (
          <Typography variant="body2" color="error" role="alert">
            {errors.line}
          </Typography>
        ) : null}
      </TableCell>
      {LINE_FIELDS.map((field) => (
        <TableCell key={field}>
          <LineSelect
            label={translate(`cart.configure.fields.${field}`)}
            value={choice[field]}
            options={options[field]}
            onChange={(value) => onChange(field, value)}
            error={errors?.[field]}
            required
            disabled={disabled}
          />
        </TableCell>
      ))}
      <TableCell>
        <IconButton
          aria-label={translate('cart.configure.remove', { line: lineName(line, backorder) })}
          onClick={onRemove}
          disabled={disabled}
        >
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
