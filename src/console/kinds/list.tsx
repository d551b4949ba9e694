/**
 * A list of values (the numbers of a request): shown as its first value and how many follow ("+31201234567 and 4
 * more"), filtered by a search box, and entered one a line, or separated by commas or spaces as pasted from a
 * spreadsheet, in a text area. Each value is checked on its own: the input's `pattern` must hold for each (its
 * message may name the value, `%{item}`), and a value given twice is refused by name. Saved as an array of the values.
 */
import { useMemo, useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, useTranslate, ValidationError, type Validator } from 'ra-core';
import type { InputSpec } from '@/src/console/fields';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { TextFilter } from './inputs';
import type { FormInputProps, Kind } from './kind';

/** The values typed or pasted: one a line, or separated by commas, semicolons or spaces. */
export const itemsOf = (typed: string): string[] => typed.split(/[\s,;]+/).filter((item) => item !== '');

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** At least one value where it is required; each value as the pattern says; each value once. */
export function listValidators(input: InputSpec): Validator[] {
  const { pattern } = input;
  const required: Validator = (value) =>
    input.required && asList(value).length === 0 ? (input.requiredMessage ?? 'common.validation.required') : undefined;
  const eachOnce: Validator = (value) => {
    const items = asList(value);
    const wrong = pattern ? items.find((item) => !pattern.regex.test(item)) : undefined;
    if (pattern && wrong !== undefined) return { message: pattern.message, args: { item: wrong } };
    const twice = items.find((item, index) => items.indexOf(item) !== index);
    return twice === undefined ? undefined : { message: 'common.validation.duplicateItem', args: { item: twice } };
  };
  return [required, eachOnce];
}

function ListFormInput({ source, label, input }: FormInputProps) {
  useServerErrorFocus(source);
  const translate = useTranslate();
  const validate = useMemo(() => listValidators(input), [input]);
  const { id, field, fieldState, formState } = useInput<string[]>({ source, validate });
  const joined = asList(field.value).join('\n');
  // The box keeps what was typed (a separator at the end, a blank line) while the form holds the values; a value set
  // from outside (the record read, the form reset) replaces it.
  const [typed, setTyped] = useState(joined);
  const [held, setHeld] = useState(joined);
  if (joined !== held) {
    setHeld(joined);
    if (itemsOf(typed).join('\n') !== joined) setTyped(joined);
  }
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(label)}
      required={input.required}
      multiline
      minRows={3}
      fullWidth
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(itemsOf(event.target.value));
      }}
      onBlur={field.onBlur}
      placeholder={input.placeholder ? translate(input.placeholder) : undefined}
      error={Boolean(error)}
      helperText={error ? <ValidationError error={error} /> : translate('common.validation.itemsHint')}
    />
  );
}

export const listKind: Kind = {
  text: (value, { translate }) => {
    const [first, ...rest] = asList(value);
    if (first === undefined) return '';
    return rest.length ? translate('common.list.andMore', { first, smart_count: rest.length }) : first;
  },
  filterInput: TextFilter,
  formInput: ListFormInput,
};
