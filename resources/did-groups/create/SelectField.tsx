/** A required select of the new-group form, bound to react-admin's <Form>: its error shows once the form is sent. */
import { MenuItem, TextField } from '@mui/material';
import { required, useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';

export const isRequired = required('capacity.didGroups.required');

interface Props {
  source: string;
  label: string;
  options: { value: number; name: string }[];
  /** After the field took the value: what else the choice decides (the plan clears, the type follows). */
  onChange?: (value: number | '') => void;
}

export function SelectField({ source, label, options, onChange }: Props) {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput<number | ''>({ source, validate: isRequired });
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      select
      required
      fullWidth
      label={translate(label)}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const value = event.target.value === '' ? '' : Number(event.target.value);
        field.onChange(value);
        onChange?.(value);
      }}
      error={Boolean(error)}
      helperText={error ? <InputHelperText error={error} /> : undefined}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
