/** An invoice on a phone: its ID and total, its dates and amounts; PDF and Details at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import type { Invoice } from '@/providers/types';
import { Money, InvoiceDay } from '@/src/components/BillingFormat';
import { InvoiceLinks } from './InvoiceLinks';

export type InvoiceRecord = Invoice & { id: string };

export const INVOICE_CARDS: CardLayout<InvoiceRecord> = {
  primary: (invoice) => <Token>{invoice.reference_number}</Token>,
  tertiary: (invoice) => <Money amount={invoice.total} />,
  secondary: [
    { label: 'billing.invoices.columns.date', render: (invoice) => <InvoiceDay day={invoice.date_created} /> },
    { label: 'billing.invoices.columns.due', render: (invoice) => <InvoiceDay day={invoice.date_due} /> },
    { label: 'billing.invoices.columns.numbers', render: (invoice) => <Money amount={invoice.numbers} /> },
    { label: 'billing.invoices.columns.traffic', render: (invoice) => <Money amount={invoice.traffic} /> },
  ],
  action: (invoice) => <InvoiceLinks invoice={invoice} />,
  actionBelow: true,
};
