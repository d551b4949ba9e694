/**
 * MUI's TextField bound to react-admin's <Form> through useInput: the form's validators, and the server's field
 * errors that the form's submit returns. Its error shows once the form is sent, as the portal's forms always did
 * (react-admin's own inputs show it from the first blur).
 */
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { ValidationError, useInput, type Validator } from 'ra-core';
import { useServerErrorFocus } from './useServerErrorFocus';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'name' | 'error'> & {
  source: string;
  validate?: Validator | Validator[];
  /** From the typed or chosen text to the form's value (a select's number). */
  parse?: (value: string) => unknown;
  /** After the form took the value: what else the choice decides. */
  onChange?: (value: unknown) => void;
  helperText?: ReactNode;
};

export function FormTextField({ source, validate, parse, onChange, helperText, id, ...props }: Props) {
  const { id: inputId, field, fieldState, formState } = useInput({ source, validate, parse, id });
  useServerErrorFocus(field.name);
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <TextField
      {...props}
      id={inputId}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(parse ? parse(event.target.value) : event.target.value);
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ? <ValidationError error={error} /> : helperText}
    />
  );
}
