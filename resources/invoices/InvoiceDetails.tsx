/** /billing/invoices/{uuid}/details (spec part 2 section 2): the "Invoice details" card; unknown -> the not-found page. */
import { useParams } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { Invoice } from '@/providers/types';
import { ApiError } from '@/providers/http';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { InvoiceDetailsCard } from './details/InvoiceDetailsCard';

export default function InvoiceDetails() {
  const translate = useTranslate();
  const { uuid = '' } = useParams();
  const invoice = useGetOne<Invoice & { id: string }>('invoices', { id: uuid }, { enabled: uuid !== '', retry: false });
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFoundPage />;
    return <LoadError error={invoice.error} onRetry={() => void invoice.refetch()} />;
  }
  if (invoice.isPending) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('common.loading')} />
      </Box>
    );
  }
  if (!invoice.data?.uuid) return <NotFoundPage />;
  return <InvoiceDetailsCard invoice={invoice.data} />;
}
