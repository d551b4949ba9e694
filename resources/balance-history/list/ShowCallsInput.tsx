/**
 * The "Show calls" selector of the balance history (spec part 2 section 2): URL parameter showCalls, sent as show 1
 * or 2 (a replaced filter of the generated list). Its two options and no blank one (react-admin's SelectInput adds one to every select that is not required).
 */
import { MenuItem, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { BALANCE_HISTORY_SHOW } from '@/providers/types';
import type { FilterPartProps } from '@/src/console/fields';

const CHOICES = [
  { id: BALANCE_HISTORY_SHOW.withoutCalls, name: 'billing.history.show.withoutCalls' },
  { id: BALANCE_HISTORY_SHOW.withCalls, name: 'billing.history.show.withCalls' },
];

export default function ShowCallsInput({ source, label }: FilterPartProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const value: unknown = field.value;
  return (
    <TextField
      {...field}
      id={id}
      select
      size="small"
      className={`ra-input ra-input-${source}`}
      label={translate(label)}
      value={CHOICES.some((choice) => String(choice.id) === String(value)) ? String(value) : ''}
      onChange={(event) => field.onChange(Number(event.target.value))}
    >
      {CHOICES.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
