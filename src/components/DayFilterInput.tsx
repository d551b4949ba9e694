/**
 * A date filter typed as dd/mm/yyyy (spec part 2 section 9) and kept in the URL as the API's YYYY-MM-DD. A date that is
 * not a real day says so on the field, and the list is not asked for it.
 */
import { TextInput } from 'react-admin';
import { apiDayOf, typedDayOf } from './dates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Props {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

export function DayFilterInput({ source, label }: Props) {
  return (
    <TextInput
      source={source}
      label={label}
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      autoComplete="off"
      format={(value: unknown) => (typeof value === 'string' ? typedDayOf(value) : '')}
      parse={(typed: string) => (typed.trim() === '' ? '' : (apiDayOf(typed) ?? typed))}
      validate={(value: unknown) =>
        typeof value !== 'string' || value === '' || DAY.test(value)
          ? undefined
          : 'billing.invoices.filters.invalidDate'
      }
    />
  );
}
