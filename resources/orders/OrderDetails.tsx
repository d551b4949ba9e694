/** /order/{open|history|incomplete}/{uuid}/details: one order; unknown or empty -> the not-found page. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { CircularProgress, Box } from '@mui/material';
import { orderDetailsQuery } from '@/providers/api/orders';
import { ApiError } from '@/providers/http';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { OrderDetailsView } from './details/OrderDetailsView';

export default function OrderDetails() {
  const translate = useTranslate();
  const { uuid = '' } = useParams();
  const order = useQuery({ ...orderDetailsQuery(uuid), enabled: uuid !== '' });
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <NotFoundPage />;
    return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  }
  if (order.isPending) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('common.loading')} />
      </Box>
    );
  }
  if (!order.data?.uuid) return <NotFoundPage />;
  return <OrderDetailsView order={order.data} />;
}
