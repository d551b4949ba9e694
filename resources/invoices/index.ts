/** Invoices (spec part 2 sections 2 and 7 "Billing"): the list, filtered by ID and dates, and one invoice's details. */
import ReceiptIcon from '@mui/icons-material/Receipt';
import { defineResource } from '@/src/console/defineResource';
import type { Invoice } from '@/providers/types';
import { day, money, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';

/** The details view's hand-written parts, one chunk: the view's route loads them together. */
const detailsParts = () => import('./details/parts');
/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

export default defineResource<Invoice>()({
  name: 'invoices',
  id: 'uuid',
  api: { list: 'customer/invoices', one: 'customer/invoices/:id' },
  fields: {
    reference_number: text({
      column: { link: 'show' },
      card: 'key',
      filter: { url: 'invoiceID', label: 'billing.invoices.filters.invoiceID' },
    }),
    date_created: day({
      card: 'line',
      filter: [
        { url: 'invoiceStartDate', api: 'date_from', label: 'billing.invoices.filters.invoiceStartDate' },
        { url: 'invoiceEndDate', api: 'date_to', label: 'billing.invoices.filters.invoiceEndDate' },
      ],
    }),
    date_due: day({
      card: 'line',
      filter: [
        { url: 'invoiceDueStartDate', api: 'date_due_from', label: 'billing.invoices.filters.invoiceDueStartDate' },
        { url: 'invoiceDueEndDate', api: 'date_due_to', label: 'billing.invoices.filters.invoiceDueEndDate' },
      ],
    }),
    period_start: day({ column: false, render: lazyPart(detailsParts, 'InvoicePeriod') }),
    total: money({ card: 'badge' }),
    traffic: money({ card: 'line' }),
    numbers: money({ card: 'line' }),
  },
  list: {
    path: PATHS.billing.invoices,
    title: 'billing.invoices.title',
    rowActions: lazyPart(listParts, 'InvoiceLinks'),
    actionsBelow: true,
  },
  show: {
    path: PATHS.billing.invoiceDetails,
    title: 'billing.invoices.show.title',
    heading: 'billing.invoices.show.heading',
    actions: lazyPart(detailsParts, 'InvoiceActions'),
  },
  routes: [],
  icon: ReceiptIcon,
  recordRepresentation: 'reference_number',
});
