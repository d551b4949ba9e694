/**
 * The choices of a choice or badge field, for a select: its declared labels translated, or the answer of its lookup
 * (each item by its name, or through the field's template). A value with no declared label is shown through the
 * template where there is one, else as the API wrote it.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { FieldSpec, LookupItem } from '@/src/console/fields';
import { RetryAlert, loadErrorKey } from '@/src/components/ServerErrors';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import type { FilterInputProps, FormInputProps, RenderContext } from './kind';
import { isBlank, plain } from './kind';

/** A value the API gives as an entry of a server list (`{ id, description }` or `{ id, name }`, a status). */
type Entry = { id: string | number; description?: unknown; name?: unknown };
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && 'id' in value;

/** The value's key among the choices (labels, colours): the value itself, or an entry's id. */
export const choiceKey = (value: unknown): string => (isEntry(value) ? plain(value.id) : plain(value));

export const choiceText = (value: unknown, { translate, field, record }: RenderContext): string => {
  const key = field.choices?.labels?.[choiceKey(value)];
  if (key) return translate(key);
  if (isEntry(value)) return plain(value.description ?? value.name);
  const template = field.choices?.template;
  return template && !isBlank(value) ? translate(template, record) : plain(value);
};

/** A lookup item's value in a select: the field records carry (`valueKey`), else its id. */
export const lookupValue = (item: LookupItem, valueKey?: string): string | number =>
  valueKey ? ((item as unknown as Record<string, string | number>)[valueKey] ?? item.id) : item.id;

const NO_LOOKUP = { queryKey: ['console', 'no-lookup'], queryFn: async () => [] };

function useChoices(field: FieldSpec) {
  const translate = useTranslate();
  const lookup = field.choices?.lookup;
  const answer = useQuery({ ...(lookup ?? NO_LOOKUP), enabled: Boolean(lookup) });
  const labels = field.choices?.labels;
  const template = field.choices?.template;
  const valueKey = lookup?.valueKey;
  // A lookup says which values there are, the labels how each is named (a value with no label by the lookup's name).
  const choices = useMemo(() => {
    if (labels && !lookup) return Object.entries(labels).map(([id, key]) => ({ id, name: translate(key) }));
    return (answer.data ?? []).map((item) => {
      const id = lookupValue(item, valueKey);
      const label = labels?.[String(id)];
      const name = template ? translate(template, item) : (item.name ?? String(item.id));
      return { id, name: label ? translate(label) : name };
    });
  }, [labels, lookup, answer.data, translate, template, valueKey]);
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

export function ChoiceFormInput({ source, label, field, input, validate }: FormInputProps) {
  useServerErrorFocus(source);
  const translate = useTranslate();
  const { choices, isPending, error, retry } = useChoices(field);
  const record = useRecordContext();
  // `margin="none"` on every form select (here, country.tsx, boolean.tsx): react-admin's TextInput has no margin and its
  // SelectInput a dense one, so a select stood 8 px lower than the text inputs beside it (a form in a row).
  // A new record (no id yet) starts with the first choice once the lookup answered (react-admin applies a default
  // that arrives later to a field still empty).
  const first = input.firstChoice && record?.id === undefined ? choices[0]?.id : undefined;
  return (
    <>
      <SelectInput
        source={source}
        label={label}
        choices={choices}
        isPending={isPending}
        validate={validate}
        defaultValue={first}
        translateChoice={false}
        fullWidth
        margin="none"
      />
      {error ? <RetryAlert onRetry={retry}>{translate(loadErrorKey(error))}</RetryAlert> : null}
    </>
  );
}
