/**
 * A date-and-time filter typed as dd/mm/yyyy HH:MM (spec part 2 section 9), taken as UTC and kept in the URL as ISO 8601
 * UTC (YYYY-MM-DDTHH:MM:00Z), the value the API is sent. A value that is no date and time says so on the field and the
 * list is not asked for it (react-admin's filter form submits only a valid form). `rule` adds a check against the
 * other filters (a From after To); `recheckWith` names the filter whose change re-runs it.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, type Validator } from 'react-admin';
import { apiUtcDateTimeOf, typedUtcDateTimeOf } from './dates';

const API_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface Props {
  source: string;
  label: string;
  /** i18n key of the message of a value that is no date and time. */
  invalidMessage: string;
  rule?: (value: string, values: Record<string, unknown>) => string | undefined;
  recheckWith?: string;
  alwaysOn?: boolean;
}

function useRecheck(source: string, other: string | undefined) {
  const { getValues, trigger } = useFormContext();
  const otherValue: unknown = useWatch({ name: other ?? source });
  const previous = useRef(otherValue);
  useEffect(() => {
    if (!other || previous.current === otherValue) return;
    previous.current = otherValue;
    if (getValues(source)) void trigger(source);
  }, [other, otherValue, source, getValues, trigger]);
}

export function DateTimeFilterInput({ source, label, invalidMessage, rule, recheckWith }: Props) {
  useRecheck(source, recheckWith);
  const validate: Validator = (value: unknown, values: Record<string, unknown>) => {
    if (typeof value !== 'string' || value === '') return undefined;
    if (!API_DATE_TIME.test(value)) return invalidMessage;
    return rule?.(value, values);
  };
  return (
    <TextInput
      source={source}
      label={label}
      placeholder="dd/mm/yyyy HH:MM"
      autoComplete="off"
      format={(value: unknown) => (typeof value === 'string' ? typedUtcDateTimeOf(value) : '')}
      parse={(typed: string) => (typed.trim() === '' ? '' : (apiUtcDateTimeOf(typed) ?? typed))}
      validate={validate}
    />
  );
}
