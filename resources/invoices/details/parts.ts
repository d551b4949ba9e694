/** The hand-written parts of invoices' details view, named for its definition (`lazyPart(detailsParts, 'Name')`). */
export { default as InvoiceActions } from './InvoiceActions';
export { default as InvoicePeriod } from './InvoicePeriod';
