/**
 * A text input whose value no other record may have (`input.unique`, issue 34 item 1): the server is asked 500 ms after
 * the last keystroke (useUniqueNameCheck), a taken value shows the declared message on the field, "Checking…" stands
 * under it meanwhile, and the form's save waits for a value the check found free. Required shows its message as soon as
 * the input was touched and left empty, since the save it would wait for cannot be pressed. Its `maxLength` is a
 * validator's message, not the browser's limit, which would cut a longer paste without a word.
 */
import { TextField } from '@mui/material';
import { ValidationError, useInput, useRecordContext, useTranslate, type Validator } from 'ra-core';
import type { InputSpec } from '@/src/console/fields';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { useUniqueNameCheck } from '@/src/console/views/useUniqueNameCheck';
import { useHoldSave } from './saveBlock';

interface Props {
  source: string;
  label: string;
  input: InputSpec;
  unique: NonNullable<InputSpec['unique']>;
  validate: Validator[];
}

export function UniqueInput({ source, label, input, unique, validate }: Props) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput<string>({ source, validate });
  useServerErrorFocus(field.name);
  // In an edit form, the record's own value is free.
  const own = useRecordContext()?.[source];
  const check = useUniqueNameCheck(
    typeof field.value === 'string' ? field.value : '',
    unique.check,
    typeof own === 'string' ? own : undefined,
  );
  const empty = check === 'empty';
  useHoldSave(source, check === 'checking' || check === 'duplicate' || (Boolean(input.required) && empty));

  const touched = fieldState.isTouched || fieldState.isDirty;
  const error =
    check === 'duplicate'
      ? unique.message
      : input.required && touched && empty
        ? (input.requiredMessage ?? 'common.validation.required')
        : fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(label)}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={input.required}
      placeholder={input.placeholder ? translate(input.placeholder) : undefined}
      type={input.type ?? 'text'}
      fullWidth
      autoFocus={input.autoFocus}
      error={Boolean(error)}
      helperText={
        error ? (
          <ValidationError error={error} />
        ) : check === 'checking' ? (
          translate(unique.checking ?? 'common.validation.checking')
        ) : (
          ' '
        )
      }
    />
  );
}
