/**
 * The choices of a choice or badge field, for a select: its declared labels translated, or the answer of its lookup
 * (each item by its name). A value with no declared label is shown as the API wrote it.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { FieldSpec } from '@/src/console/fields';
import { RetryAlert, loadErrorKey } from '@/src/components/ServerErrors';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import type { FilterInputProps, FormInputProps, RenderContext } from './kind';
import { plain } from './kind';

/** A value the API gives as an entry of a server list (`{ id, description }` or `{ id, name }`, a status). */
type Entry = { id: string | number; description?: unknown; name?: unknown };
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && 'id' in value;

/** The value's key among the choices (labels, colours): the value itself, or an entry's id. */
export const choiceKey = (value: unknown): string => (isEntry(value) ? plain(value.id) : plain(value));

export const choiceText = (value: unknown, { translate, field }: RenderContext): string => {
  const key = field.choices?.labels?.[choiceKey(value)];
  if (key) return translate(key);
  if (isEntry(value)) return plain(value.description ?? value.name);
  return plain(value);
};

const NO_LOOKUP = { queryKey: ['console', 'no-lookup'], queryFn: async () => [] };

function useChoices(field: FieldSpec) {
  const translate = useTranslate();
  const lookup = field.choices?.lookup;
  const answer = useQuery({ ...(lookup ?? NO_LOOKUP), enabled: Boolean(lookup) });
  const labels = field.choices?.labels;
  // A lookup says which values there are, the labels how each is named (a value with no label by the lookup's name).
  const choices = useMemo(() => {
    if (labels && !lookup) return Object.entries(labels).map(([id, key]) => ({ id, name: translate(key) }));
    return (answer.data ?? []).map(({ id, name }) => {
      const label = labels?.[String(id)];
      return { id, name: label ? translate(label) : (name ?? String(id)) };
    });
  }, [labels, lookup, answer.data, translate]);
  return {
    choices,
    isPending: Boolean(lookup) && answer.isPending,
    error: lookup ? answer.error : null,
    retry: () => void answer.refetch(),
  };
}

export function ChoiceFilter({ source, label, field, alwaysOn = true }: FilterInputProps) {
  const { choices, isPending } = useChoices(field);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      alwaysOn={alwaysOn}
      translateChoice={false}
      helperText={false}
    />
  );
}

export function ChoiceFormInput({ source, label, field, validate }: FormInputProps) {
  useServerErrorFocus(source);
  const translate = useTranslate();
  const { choices, isPending, error, retry } = useChoices(field);
  // `margin="none"` on every form select (here, country.tsx, boolean.tsx): react-admin's TextInput has no margin and its
  // SelectInput a dense one, so a select stood 8 px lower than the text inputs beside it (a form in a row).
  return (
    <>
      <SelectInput
        source={source}
        label={label}
        choices={choices}
        isPending={isPending}
        validate={validate}
        translateChoice={false}
        fullWidth
        margin="none"
      />
      {error ? <RetryAlert onRetry={retry}>{translate(loadErrorKey(error))}</RetryAlert> : null}
    </>
  );
}
