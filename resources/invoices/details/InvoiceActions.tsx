/** Under an invoice's details: its PDF, and the way back to the list. */
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import type { Invoice } from '@/providers/types';
import type { RecordPartProps } from '@/src/console/definition';
import { PATHS } from '@/src/paths';
import { InvoicePdfButton } from '@/resources/invoices/list/InvoiceLinks';

export default function InvoiceActions({ record }: RecordPartProps<Invoice>) {
  const translate = useTranslate();
  return (
    <>
      <InvoicePdfButton invoice={record} variant="outlined" />
      <Button component={RouterLink} to={PATHS.billing.invoices} startIcon={<ArrowBackIcon />}>
        {translate('billing.invoices.show.back')}
      </Button>
    </>
  );
}
