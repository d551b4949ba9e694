/** An invoice on a phone: its ID and total, its dates and amounts; PDF and Details at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import type { Invoice } from '@/providers/types';
import { InvoiceLinks } from './InvoiceLinks';

export type InvoiceRecord = Invoice & { id: string };

export const INVOICE_CARDS: CardLayout<InvoiceRecord> = {
  primary: (invoice) => <Token>{invoice.reference_number}</Token>,
  tertiary: (invoice, _t, format) => <Token>{format.money(invoice.total)}</Token>,
  secondary: [
    {
      label: 'billing.invoices.columns.date',
      render: (invoice, _t, format) => <Token>{format.day(invoice.date_created)}</Token>,
    },
    {
      label: 'billing.invoices.columns.due',
      render: (invoice, _t, format) => <Token>{format.day(invoice.date_due)}</Token>,
    },
    {
      label: 'billing.invoices.columns.numbers',
      render: (invoice, _t, format) => <Token>{format.money(invoice.numbers)}</Token>,
    },
    {
      label: 'billing.invoices.columns.traffic',
      render: (invoice, _t, format) => <Token>{format.money(invoice.traffic)}</Token>,
    },
  ],
  action: (invoice) => <InvoiceLinks invoice={invoice} />,
  actionBelow: true,
};
