/**
 * One end-user data field: a text field, or a select for country, area and salutation. A required
 * field shows red while empty and green when filled, locked by a plan or not, with a text saying so (colour is not the
 * only signal).
 */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SelectOption } from '@/providers/types';
import { isFilled, type FieldValue } from '@/resources/profiles/rules/validation';
import { fieldInputId } from './ids';
import type { EditField } from './useEditState';

interface Props {
  field: EditField;
  value: FieldValue;
  error?: string;
  options?: SelectOption<string | number>[];
  disabled?: boolean;
  hint?: string;
  onChange: (value: FieldValue) => void;
}

export function EndUserField({ field, value, error, options, disabled, hint, onChange }: Props) {
  const translate = useTranslate();
  const filled = isFilled(value);
  const requirement = field.required ? (filled ? 'filled' : 'missing') : undefined;
  const colour = requirement === 'filled' ? 'success.main' : 'error.main';
  const helper = error
    ? translate(error, { _: error })
    : (hint ?? (requirement ? translate(`profileEdit.form.${requirement}`) : undefined));
  // A select shows its value only once the options are there (MUI refuses unknown values).
  const shown = options ? (options.some((option) => option.value === value) ? value : '') : (value ?? '');
  return (
    <TextField
      id={fieldInputId(field.name)}
      label={field.label}
      value={shown}
      select={Boolean(options)}
      required={field.required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helper}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      fullWidth
      size="small"
      data-requirement={requirement}
      // The colour holds on a field a plan locks (disabled: MUI would draw it grey): a locked country is filled too.
      sx={
        requirement && !error
          ? {
              '& .MuiOutlinedInput-notchedOutline, & .Mui-focused .MuiOutlinedInput-notchedOutline, & .Mui-disabled .MuiOutlinedInput-notchedOutline':
                { borderColor: colour },
              '& .MuiFormHelperText-root, & .MuiFormHelperText-root.Mui-disabled': { color: colour },
            }
          : undefined
      }
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
