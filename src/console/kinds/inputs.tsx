/** The inputs most kinds share: a text filter (a search box in the URL) and a text form input with its validators. */
import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import type { FilterInputProps, FormInputProps } from './kind';

export function TextFilter({ source, label, alwaysOn = true }: FilterInputProps) {
  return <TextInput source={source} label={label} alwaysOn={alwaysOn} resettable helperText={false} />;
}

export function TextFormInput({ source, label, input, validate }: FormInputProps) {
  useServerErrorFocus(source);
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      placeholder={input.placeholder ? translate(input.placeholder) : undefined}
      type={input.multiline ? undefined : (input.type ?? 'text')}
      validate={validate}
      autoFocus={input.autoFocus}
      multiline={input.multiline}
      minRows={input.multiline ? 5 : undefined}
      fullWidth
    />
  );
}

/**
 * A number typed in the browser's number field (on the text input every form already loads): a count as a number, an
 * amount as the API's decimal text; nothing typed is no value.
 */
export function NumberFormInput({ source, label, validate, field }: FormInputProps) {
  useServerErrorFocus(source);
  const parse = (typed: string) => (typed === '' ? null : field.kind === 'number' ? Number(typed) : typed);
  return <TextInput source={source} label={label} type="number" parse={parse} validate={validate} fullWidth />;
}
