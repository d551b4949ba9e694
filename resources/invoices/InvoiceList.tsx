/**
 * /billing/invoices (spec part 2 section 2 "Billing"; issue 12): the customer's invoices, filtered by ID and by invoice
 * and due dates, paginated; the ID links to the details, PDF opens the invoice in a new tab.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import { NO_WRAP } from '@/src/components/Token';
import { PATHS, fillPath } from '@/src/paths';
import { INVOICE_CARDS, type InvoiceRecord } from './list/invoiceCards';
import { INVOICE_FILTERS } from './list/invoiceFilters';
import { useFormat } from '@/src/console/format';
import { InvoiceLinks } from './list/InvoiceLinks';
import { INVOICE_LIST } from './list/invoiceList';

const Col = DataTable.Col<InvoiceRecord>;
const AMOUNT = NO_WRAP;

export default function InvoiceList() {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <PortalList
      {...INVOICE_LIST}
      title={translate('billing.invoices.title')}
      resource="invoices"
      filters={INVOICE_FILTERS}
      actions={false}
      cards={INVOICE_CARDS}
    >
      <DataTable<InvoiceRecord> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <Col
          label="billing.invoices.columns.invoiceID"
          disableSort
          cellSx={NO_WRAP}
          render={(invoice) => (
            <Link component={RouterLink} to={fillPath(PATHS.billing.invoiceDetails, { uuid: invoice.uuid })}>
              {invoice.reference_number}
            </Link>
          )}
        />
        <Col
          label="billing.invoices.columns.date"
          disableSort
          cellSx={NO_WRAP}
          render={(invoice) => format.day(invoice.date_created)}
        />
        <Col
          label="billing.invoices.columns.due"
          disableSort
          cellSx={NO_WRAP}
          render={(invoice) => format.day(invoice.date_due)}
        />
        <Col
          label="billing.invoices.columns.total"
          disableSort
          align="right"
          cellSx={AMOUNT}
          render={(invoice) => format.money(invoice.total)}
        />
        <Col
          label="billing.invoices.columns.traffic"
          disableSort
          align="right"
          cellSx={AMOUNT}
          render={(invoice) => format.money(invoice.traffic)}
        />
        <Col
          label="billing.invoices.columns.numbers"
          disableSort
          align="right"
          cellSx={AMOUNT}
          render={(invoice) => format.money(invoice.numbers)}
        />
        <Col
          label="billing.invoices.columns.actions"
          disableSort
          render={(invoice) => <InvoiceLinks invoice={invoice} />}
        />
      </DataTable>
    </PortalList>
  );
}
