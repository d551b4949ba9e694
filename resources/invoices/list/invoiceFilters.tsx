/** The invoice list's filters (spec part 2 section 2): invoice ID and the invoice and due date ranges, in the URL. */
import { TextInput } from 'react-admin';
import { DayFilterInput } from '@/src/components/DayFilterInput';

export const INVOICE_FILTERS = [
  <TextInput
    key="invoiceID"
    source="invoiceID"
    label="billing.invoices.filters.invoiceID"
    alwaysOn
    resettable
    helperText={false}
  />,
  <DayFilterInput
    key="invoiceStartDate"
    source="invoiceStartDate"
    label="billing.invoices.filters.invoiceStartDate"
    alwaysOn
  />,
  <DayFilterInput
    key="invoiceEndDate"
    source="invoiceEndDate"
    label="billing.invoices.filters.invoiceEndDate"
    alwaysOn
  />,
  <DayFilterInput
    key="invoiceDueStartDate"
    source="invoiceDueStartDate"
    label="billing.invoices.filters.invoiceDueStartDate"
    alwaysOn
  />,
  <DayFilterInput
    key="invoiceDueEndDate"
    source="invoiceDueEndDate"
    label="billing.invoices.filters.invoiceDueEndDate"
    alwaysOn
  />,
];
