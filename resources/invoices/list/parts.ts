/** The hand-written parts of invoices' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as InvoiceLinks } from './InvoiceLinks';
