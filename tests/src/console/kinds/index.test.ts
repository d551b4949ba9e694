/**
 * Each field kind's plain text (what a cell, a card line, a CSV and a title show), with the spec's formats (part 2
 * section 9): amounts in the customer's currency, 'd mmm yyyy', dd-mm-yyyy H:MM:ss local and UTC, m:ss durations.
 */
import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'ra-core';
import { KINDS, type RenderContext } from '@/src/console/kinds';
import { formatDuration } from '@/src/console/kinds/duration';
import { choice, type FieldSpec } from '@/src/console/fields';
import { formatMoney } from '@/src/console/formatMoney';
import { formatDate, formatDateTime, formatDateTimeUtc, formatDay } from '@/src/components/dates';

const WORDS: Record<string, string> = {
  'ra.boolean.true': 'Yes',
  'ra.boolean.false': 'No',
  'tickets.statuses.open': 'Open',
};
const translate = ((key: string) => WORDS[key] ?? key) as TranslateFunction;

function context(field: FieldSpec, locale = 'en', record: Record<string, unknown> = {}): RenderContext {
  return {
    translate,
    locale,
    record,
    field,
    format: {
      money: (amount) => formatMoney(amount, 'EUR', locale),
      day: (value) => formatDay(value, locale),
      date: formatDate,
      dateTime: formatDateTime,
      utcDateTime: formatDateTimeUtc,
    },
  };
}
const text = (kind: FieldSpec['kind'], value: unknown, locale = 'en', extra: Partial<FieldSpec> = {}) =>
  KINDS[kind].text(value, context({ kind, ...extra }, locale));

describe('field kinds as text', () => {
  it("names a status by its label, and a flag's status only while the flag is on", () => {
    const labels = { choices: { labels: { open: 'tickets.statuses.open', true: 'tickets.statuses.open' } } } as const;
    expect(text('badge', 'open', 'en', labels)).toBe('Open');
    expect(text('badge', true, 'en', labels)).toBe('Open');
    expect(text('badge', false, 'en', labels)).toBe('');
    expect(text('badge', null, 'en', labels)).toBe('');
  });

  it('writes amounts in the currency, in the reader language', () => {
    expect(text('money', '1437.78')).toBe('€1,437.78');
    expect(text('money', '1437.78', 'fr').replace(/\s/g, ' ')).toBe('1 437,78 €');
    expect(text('money', null)).toBe('');
  });

  it("writes days as 'd mmm yyyy', dates as dd-mm-yyyy and call times in UTC", () => {
    expect(text('day', '2026-03-05')).toBe('5 Mar 2026');
    expect(text('day', '2026-03-05', 'fr')).toBe('5 mars 2026');
    expect(text('date', '2026-03-05')).toBe('05-03-2026');
    expect(text('utcDateTime', '2026-03-05T09:07:02Z')).toBe('05-03-2026 9:07:02');
  });

  it('writes durations as m:ss with unbounded minutes', () => {
    expect(text('duration', 4505)).toBe('75:05');
    expect(text('duration', 59)).toBe('0:59');
    expect(formatDuration(-1)).toBe('-1');
  });

  it('writes numbers in the reader language, booleans and choices by their labels', () => {
    expect(text('number', 1234)).toBe('1,234');
    expect(text('boolean', true)).toBe('Yes');
    expect(text('boolean', false)).toBe('No');
    const status = choice({ choices: { labels: { '1': 'tickets.statuses.open' } } });
    expect(KINDS.choice.text(1, context(status))).toBe('Open');
    // A value with no declared label is shown as the API wrote it.
    expect(KINDS.choice.text(7, context(status))).toBe('7');
  });

  it('writes a country in the reader language from its English name', () => {
    expect(text('country', 'Germany', 'fr')).toBe('Allemagne');
  });

  it("writes a reference by its record's name or the row's label field", () => {
    expect(KINDS.reference.text({ id: 3, name: 'Main trunk' }, context({ kind: 'reference' }))).toBe('Main trunk');
    const byLabel = context({ kind: 'reference', reference: { resource: 'trunks', label: 'trunk_name' } }, 'en', {
      trunk_name: 'Backup',
    });
    expect(KINDS.reference.text(4, byLabel)).toBe('Backup');
  });
});

describe('a file as text (a CSV, a title)', () => {
  it('is its file name where the definition names it, else its location', () => {
    const field: FieldSpec = { kind: 'file', file: { name: 'document_filename' } };
    const record = { document_filename: 'kbk.pdf' };
    expect(KINDS.file.text('/api/v1/documents/11/abc/kbk.pdf', context(field, 'en', record))).toBe('kbk.pdf');
    expect(KINDS.file.text('/api/v1/documents/11/abc/kbk.pdf', context({ kind: 'file' }))).toBe(
      '/api/v1/documents/11/abc/kbk.pdf',
    );
    expect(KINDS.file.text(null, context({ kind: 'file' }))).toBe('');
  });
});
