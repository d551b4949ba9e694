/**
 * What a list shows of each row on a phone (issue 19), declared once per resource: PortalList renders these cards
 * instead of the table below `sm`.
 */
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { Formats } from '@/src/console/format';

/**
 * A card's piece of a row; the translate function and the console's formatters (read once per card) spare a component
 * for a translated value or an amount.
 */
export type CardRender<R> = (record: R, translate: TranslateFunction, format: Formats) => ReactNode;

export interface CardField<R> {
  /** i18n key of the field's name, shown before the value ("Earliest cancel: 2025-10-31"). */
  label?: string;
  render: CardRender<R>;
}

export interface CardLayout<R extends RaRecord = RaRecord> {
  /** The row's key: DID, end-user name, order reference, group name... */
  primary: CardRender<R>;
  /** At the right of the primary line: a status chip, a level. */
  tertiary?: CardRender<R>;
  /** The two or three fields a customer scans for, one line each. */
  secondary: CardField<R>[];
  /** The row's menu or Edit/Details action. */
  action?: CardRender<R>;
  /** Put the action under the fields rather than at their right: it is wide (two labelled buttons). */
  actionBelow?: boolean;
  /** The row's selection checkbox, on lists with bulk actions. */
  select?: CardRender<R>;
  /** Put the toolbar's actions in one labelled menu (the bulk actions of a selection). */
  actionsMenu?: boolean;
  rowSx?: (record: R) => SxProps<Theme>;
}

/**
 * A card's height when nothing wraps: 12 px padding twice, a 28 px primary line, 20 px per secondary line, a 1 px
 * border, and a 40 px line for an action below the fields.
 */
export const cardHeight = <R extends RaRecord>({ secondary, action, actionBelow }: CardLayout<R>): number =>
  53 + 20 * secondary.length + (action && actionBelow ? ACTION_LINE_PX : 0);
export const ACTION_LINE_PX = 40;
