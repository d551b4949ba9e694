/** The invoice screens' URLs (spec part 2 section 2 "Billing"). */
export const INVOICE_LIST_PATH = '/billing/invoices';
export const INVOICE_DETAILS_PATH = '/billing/invoices/:uuid/details';

export const invoiceDetailsPath = (uuid: string) => INVOICE_DETAILS_PATH.replace(':uuid', encodeURIComponent(uuid));
