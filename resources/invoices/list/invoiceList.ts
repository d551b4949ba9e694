/** The invoice list's URL parameters (spec part 2 section 2): invoiceID, invoiceStartDate, invoiceEndDate, invoiceDueStartDate,
 * invoiceDueEndDate. */
import type { ListDefaults } from '@/src/system/listPrefetch';

export const INVOICE_LIST = {
  urlParams: {
    invoiceID: 'invoiceID',
    invoiceStartDate: 'invoiceStartDate',
    invoiceEndDate: 'invoiceEndDate',
    invoiceDueStartDate: 'invoiceDueStartDate',
    invoiceDueEndDate: 'invoiceDueEndDate',
  },
} satisfies ListDefaults;
