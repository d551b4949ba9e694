/** Invoices (spec part 2 sections 2 and 7 "Billing"): the list and one invoice's details, by uuid. */
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyRoute } from '@/src/components/lazyRoute';
import { defineResource } from '@/resources/defineResource';
import { PATHS } from '@/src/paths';
import { INVOICE_LIST } from './list/invoiceList';

export default defineResource({
  name: 'invoices',
  id: 'uuid',
  api: { list: 'customer/invoices', one: 'customer/invoices/:id' },
  filters: {
    invoiceID: 'reference_number',
    invoiceStartDate: 'date_from',
    invoiceEndDate: 'date_to',
    invoiceDueStartDate: 'date_due_from',
    invoiceDueEndDate: 'date_due_to',
  },
  routes: [
    { path: PATHS.billing.invoices, component: lazyRoute(() => import('./InvoiceList')), list: INVOICE_LIST },
    { path: PATHS.billing.invoiceDetails, component: lazyRoute(() => import('./InvoiceDetails')) },
  ],
  icon: ReceiptIcon,
  recordRepresentation: 'reference_number',
});
