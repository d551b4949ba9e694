/**
 * The choices of a choice or badge field, for a select: its declared labels translated, or the answer of its lookup.
 * A value with no declared label is shown as the API wrote it.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { FieldSpec } from '@/src/console/fields';
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
  return isEntry(value) ? plain(value.description ?? value.name) : plain(value);
};

const NO_LOOKUP = { queryKey: ['console', 'no-lookup'], queryFn: async () => [] };

function useChoices(field: FieldSpec) {
  const translate = useTranslate();
  const lookup = field.choices?.lookup;
  const answer = useQuery({ ...(lookup ?? NO_LOOKUP), enabled: Boolean(lookup) });
  const labels = field.choices?.labels;
  const choices = useMemo(
    () =>
      labels
        ? Object.entries(labels).map(([id, key]) => ({ id, name: translate(key) }))
        : (answer.data ?? []).map(({ id, name }) => ({ id, name })),
    [labels, answer.data, translate],
  );
  return { choices, isPending: Boolean(lookup) && answer.isPending };
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
  const { choices, isPending } = useChoices(field);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      validate={validate}
      readOnly={input.readOnly}
      helperText={input.help}
      translateChoice={false}
      fullWidth
    />
  );
}
