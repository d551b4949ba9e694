/**
 * What a field kind renders, in each view: its plain text (CSV, titles, labels), its display (table cell, card line,
 * show row: the text unless the kind has more to show), its filter input and its form input. One module per kind
 * (this folder), one table of them (index.ts).
 */
import type { ReactElement, ReactNode } from 'react';
import type { TranslateFunction, Validator } from 'ra-core';
import type { Formats } from '@/src/console/format';
import type { FieldSpec, FilterSpec, InputSpec } from '@/src/console/fields';

export interface RenderContext {
  format: Formats;
  translate: TranslateFunction;
  locale: string;
  /** The record the value comes from (a reference or link builds its path from it). */
  record: Record<string, unknown>;
  field: FieldSpec;
}

export interface FilterInputProps {
  source: string;
  label: string;
  field: FieldSpec;
  filter: FilterSpec;
  alwaysOn?: boolean;
}

export interface FormInputProps {
  source: string;
  label: string;
  field: FieldSpec;
  input: InputSpec;
  validate: Validator[];
}

export interface Kind {
  /** The value as plain text ('' for none). */
  text: (value: unknown, context: RenderContext) => string;
  /** The value on screen; default: its text, kept on one line unless the kind says it may wrap. */
  display?: (value: unknown, context: RenderContext) => ReactNode;
  /** Amounts and counts stand right in a column. */
  align?: 'right';
  /** Free text may wrap; dates, amounts and references never break inside. */
  wraps?: boolean;
  filterInput: (props: FilterInputProps) => ReactElement;
  formInput: (props: FormInputProps) => ReactElement;
}

export const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A value of the API as text: strings as they are, numbers in decimal, nothing for null. */
export const plain = (value: unknown): string => (isBlank(value) ? '' : String(value));
