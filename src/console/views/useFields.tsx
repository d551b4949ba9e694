/**
 * A definition's fields as the generated views use them: each with its kind's renderer and its label, and one function
 * that shows a field of a record (its replaced part, else its kind's display or text), read once per view.
 */
import { createElement, useCallback, useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { useFormat } from '@/src/console/format';
import { labelOf, valueOf, type FieldSpec } from '@/src/console/fields';
import type { DeclaredFields, Fields, RecordOf, ResourceDefinition } from '@/src/console/definition';
import { KINDS, type Kind } from '@/src/console/kinds';
import { isBlank } from '@/src/console/kinds/kind';

export interface FieldEntry {
  name: string;
  field: FieldSpec;
  kind: Kind;
  /** The label's i18n key. */
  label: string;
}

/** What the fields need of a definition: its name (the labels' keys) and its fields (a sub-list's own declarations). */
export interface FieldsOf {
  name: string;
  fields?: DeclaredFields;
}

export const fieldEntries = (definition: FieldsOf): FieldEntry[] =>
  // Its parts read records of the definition's own type, the ones the views hand them (as defineResource checked).
  Object.entries((definition.fields ?? {}) as Fields).map(([name, field]) => ({
    name,
    field,
    kind: KINDS[field.kind],
    label: labelOf(definition.name, name, field),
  }));

export function useFieldEntries(definition: FieldsOf): FieldEntry[] {
  return useMemo(() => fieldEntries(definition), [definition]);
}

/** `(entry, record) => ReactNode` and `(entry, record) => string`, with the locale, formats and translator of now. */
export function useFieldDisplay() {
  const translate = useTranslate();
  const format = useFormat();
  const [locale] = useLocaleState();
  const contextOf = useCallback(
    (entry: FieldEntry, record: RecordOf) => ({ translate, format, locale, record, field: entry.field }),
    [translate, format, locale],
  );
  /** The field's `empty` words, when it has some and the value is blank. */
  const emptyOf = useCallback(
    (entry: FieldEntry, value: unknown): string | undefined =>
      entry.field.empty && (isBlank(value) || (typeof value === 'string' && value.trim() === ''))
        ? translate(entry.field.empty)
        : undefined,
    [translate],
  );
  const text = useCallback(
    (entry: FieldEntry, record: RecordOf): string => {
      const value = valueOf(record, entry.name, entry.field);
      return emptyOf(entry, value) ?? entry.kind.text(value, contextOf(entry, record));
    },
    [contextOf, emptyOf],
  );
  const display = useCallback(
    (entry: FieldEntry, record: RecordOf): ReactNode => {
      if (entry.field.render) return createElement(entry.field.render, { record, source: entry.name });
      const value = valueOf(record, entry.name, entry.field);
      const empty = emptyOf(entry, value);
      if (empty !== undefined) return empty;
      const context = contextOf(entry, record);
      return entry.kind.display ? entry.kind.display(value, context) : entry.kind.text(value, context);
    },
    [contextOf, emptyOf],
  );
  return { text, display };
}

/** The record's name in a sentence ("Edit Alice"): its representation field, else its id. */
export const representationOf = (definition: ResourceDefinition, record: RecordOf): string => {
  const field = definition.recordRepresentation;
  const value = field ? record[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : String(record.id);
};
