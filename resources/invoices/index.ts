/** Invoices (spec part 2 sections 2 and 7 "Billing"): the list and one invoice's details, by uuid. */
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyRoute } from '../../src/components/lazyRoute';
import { defineResource } from '../defineResource';
import { INVOICE_DETAILS_PATH, INVOICE_LIST_PATH } from './invoicePaths';

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
    { path: INVOICE_LIST_PATH, component: lazyRoute(() => import('./InvoiceList')) },
    { path: INVOICE_DETAILS_PATH, component: lazyRoute(() => import('./InvoiceDetails')) },
  ],
  icon: ReceiptIcon,
  recordRepresentation: 'reference_number',
});
