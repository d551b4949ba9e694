/**
 * The phone cards of a generated list or field table, from the fields' card roles: the key line, its badge at the
 * right, the lines under it (labelled, or `plain`), the row's own action, values that must not break kept on one line.
 * A field may stand on another field's line (`card: { line }`), after " · " and its label or after its `join`; a field's
 * card renderer (`card: { render }`) composes a line's text where one value is not enough.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import type { TranslateFunction } from 'ra-core';
import type { CardLayout } from '@/src/console/list/CardLayout';
import { Token } from '@/src/components/Token';
import type { RecordOf } from '@/src/console/definition';
import { cardOf, valueOf, type CardRole } from '@/src/console/fields';
import { isBlank } from '@/src/console/kinds/kind';
import type { FieldEntry } from './useFields';

/** Free text wraps; dates, amounts and references do not, unless the field's column says so. */
export const wraps = (entry: FieldEntry): boolean =>
  (entry.field.column ? entry.field.column.wrap : undefined) ?? Boolean(entry.kind.wraps);

interface Options {
  /** The key line as the way to the record (a link), where the list has one. */
  key?: (entry: FieldEntry, record: RecordOf, shown: ReactNode) => ReactNode;
  action?: (record: RecordOf) => ReactNode;
  actionBelow?: boolean;
  /** The lines by field name, in this order, where it is not the fields' own (the fields' card roles otherwise). */
  lines?: readonly string[];
  rowSx?: (record: RecordOf) => SxProps<Theme>;
}

/** The field's own line's role, none where it stands on another field's line. */
const roleOf = (entry: FieldEntry) => {
  const card = cardOf(entry.field);
  return card && !card.line ? (card.role ?? 'line') : undefined;
};

/** A value with nothing to show (none, or only spaces); a replaced renderer's never is (it composes its own). */
const blank = (entry: FieldEntry, record: RecordOf): boolean => {
  if (entry.field.render || cardOf(entry.field)?.render) return false;
  const value = valueOf(record, entry.name, entry.field);
  return isBlank(value) || (typeof value === 'string' && value.trim() === '');
};

export function cardLayoutOf(
  entries: readonly FieldEntry[],
  display: (entry: FieldEntry, record: RecordOf) => ReactNode,
  { key: keyLink, action, actionBelow, lines, rowSx }: Options = {},
): CardLayout<RecordOf> {
  const show = (entry: FieldEntry, record: RecordOf) => {
    // A card renderer composes its line, and keeps on one line what must not break there.
    const render = cardOf(entry.field)?.render;
    if (render) return createElement(render, { record, source: entry.name });
    const shown = display(entry, record);
    return wraps(entry) ? shown : <Token>{shown}</Token>;
  };
  /** A line: its field, then the fields on its line, each after its join (or " · " and its label). */
  const line = (host: FieldEntry, record: RecordOf, translate: TranslateFunction, shown = show(host, record)) => {
    const joined = entries.filter((entry) => cardOf(entry.field)?.line === host.name);
    if (joined.length === 0) return shown;
    const parts = joined.flatMap((entry) => {
      const join = cardOf(entry.field)?.join;
      if (join === undefined) {
        return [{ entry, before: ` · ${translate('common.list.field', { label: translate(entry.label) })}` }];
      }
      return blank(entry, record) ? [] : [{ entry, before: join }];
    });
    // A blank first value leaves no separator before the next one ("France, Lyon" without an area).
    const hostShown = blank(host, record) && !host.field.empty ? null : shown;
    return (
      <>
        {hostShown}
        {parts.map(({ entry, before }, index) => (
          <Fragment key={entry.name}>
            {hostShown === null && index === 0 && cardOf(entry.field)?.join !== undefined ? null : before}
            {show(entry, record)}
          </Fragment>
        ))}
      </>
    );
  };
  const withRole = (role: CardRole) => entries.find((entry) => roleOf(entry) === role);
  const key = withRole('key');
  const badge = withRole('badge');
  const ownAction = withRole('action');
  const select = withRole('select');
  return {
    primary: (record, translate) => {
      if (!key) return String(record.id);
      const shown = show(key, record);
      return line(key, record, translate, keyLink ? keyLink(key, record, shown) : shown);
    },
    tertiary: badge ? (record, translate) => line(badge, record, translate) : undefined,
    secondary: (lines
      ? lines.flatMap((name) => entries.filter((entry) => entry.name === name))
      : entries.filter((entry) => roleOf(entry) === 'line' || roleOf(entry) === 'plain')
    ).map((entry) => ({
      label: roleOf(entry) === 'plain' ? undefined : entry.label,
      render: (record, translate) => line(entry, record, translate),
    })),
    action: ownAction ? (record) => display(ownAction, record) : action,
    actionBelow,
    ...(select && { select: (record: RecordOf) => show(select, record), actionsMenu: true }),
    rowSx,
  };
}
