/** The "Configure DIDs" table: apply-to-all row, then one row per line; scrolls sideways inside its box on small screens. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CartDidLine } from '@/providers/types';
import ApplyAllRow from './ApplyAllRow';
import CartLineRow from './CartLineRow';
import { effectiveChoice, type Choices, type LineChoice, type LineErrors, type LineField } from './lineRules';
import type { LineOptions } from './lookups';

const COLUMNS = ['country', 'area', 'plan', 'amount', 'number', 'profile', 'trunk', 'useCase', 'action'] as const;

export interface LinesEditorProps {
  lines: CartDidLine[];
  choices: Choices;
  applied: LineChoice;
  errors: LineErrors;
  options: LineOptions;
  disabled: boolean;
  onChange: (lineId: number, field: LineField, value: number | '') => void;
  onApplyAll: (field: LineField, value: number | '') => void;
  onRemove: (line: CartDidLine) => void;
}

export default function CartLinesTable(props: LinesEditorProps) {
  const translate = useTranslate();
  const { lines, choices, errors, options, disabled } = props;
  return (
    <TableContainer
      sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
      tabIndex={0}
      aria-label={translate('cart.configure.title')}
    >
      <Table size="small" sx={{ minWidth: 1100 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`cart.configure.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <ApplyAllRow values={props.applied} options={options} onApply={props.onApplyAll} disabled={disabled} />
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              choice={effectiveChoice(line, choices)}
              errors={errors[line.id]}
              options={options}
              onChange={(field, value) => props.onChange(line.id, field, value)}
              onRemove={() => props.onRemove(line)}
              disabled={disabled}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
