/**
 * A day as 'd mmm yyyy' (invoices, balance history); filtered as a typed dd/mm/yyyy day, and entered in a form with
 * the browser's own date input (its calendar, the reader's order of day, month and year), saved as the API's
 * YYYY-MM-DD.
 */
import { DateInput } from 'react-admin';
import { DayFilterInput } from '@/src/components/DayFilterInput';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { isBlank, plain, type FormInputProps, type Kind } from './kind';

export function DayFormInput({ source, label, validate }: FormInputProps) {
  useServerErrorFocus(source);
  // Nothing entered is no value (react-admin's own parse keeps '' and the API takes null).
  return (
    <DateInput source={source} label={label} validate={validate} parse={(typed: string) => typed || null} fullWidth />
  );
}

export const dayKind: Kind = {
  text: (value, { format }) => (isBlank(value) ? '' : format.day(plain(value))),
  filterInput: ({ source, label, alwaysOn = true }) => (
    <DayFilterInput source={source} label={label} alwaysOn={alwaysOn} />
  ),
  formInput: DayFormInput,
};
