/** A balance movement on a phone: its value and the balance after it, its day and description. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import type { BalanceHistoryRow } from '@/providers/types';

export type HistoryRecord = BalanceHistoryRow;

export const HISTORY_CARDS: CardLayout<HistoryRecord> = {
  primary: (row, _t, format) => <Token>{format.money(row.value)}</Token>,
  tertiary: (row, _t, format) => <Token>{format.day(row.date_modified)}</Token>,
  secondary: [
    { render: (row) => row.description },
    {
      label: 'billing.history.columns.balance',
      render: (row, _t, format) => <Token>{format.money(row.balance)}</Token>,
    },
  ],
};
