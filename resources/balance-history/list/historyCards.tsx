/** A balance movement on a phone: its value and the balance after it, its day and description. */
import type { CardLayout } from '@/src/components/CardLayout';
import type { BalanceHistoryRow } from '@/providers/types';
import { Money, InvoiceDay } from '@/src/components/BillingFormat';

export type HistoryRecord = BalanceHistoryRow;

export const HISTORY_CARDS: CardLayout<HistoryRecord> = {
  primary: (row) => <Money amount={row.value} />,
  tertiary: (row) => <InvoiceDay day={row.date_modified} />,
  secondary: [
    { render: (row) => row.description },
    { label: 'billing.history.columns.balance', render: (row) => <Money amount={row.balance} /> },
  ],
};
