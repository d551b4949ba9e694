import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardOrdersQuery } from '@/providers/api/dashboard';
import { RetryAlert } from '@/src/components/ServerErrors';
import { Token } from '@/src/components/Token';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';
import { waitingOrders } from './waitingOrders';

/** The open orders of Action items that wait on the customer (documents pending or rejected), each a link to it. */
export function WaitingOrdersBlock() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useQuery(dashboardOrdersQuery);
  if (isPending) return <Skeleton height={56} />;
  if (isError) return <RetryAlert onRetry={() => void refetch()}>{translate('dashboard.widgetError')}</RetryAlert>;
  const waiting = waitingOrders(data.orders);
  if (waiting.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{translate('dashboard.actions.nothingWaiting')}</Typography>;
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('dashboard.actions.waiting')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {waiting.map(({ order, pending, rejected }) => (
          <li key={order.uuid}>
            <Link component={RouterLink} to={fillPath(PATHS.orders.open.details, { uuid: order.uuid })}>
              <Token>{order.reference_number}</Token>
            </Link>
            {': '}
            {[
              pending > 0 && translate('dashboard.actions.pending', { smart_count: pending }),
              rejected > 0 && translate('dashboard.actions.rejected', { smart_count: rejected }),
            ]
              .filter(Boolean)
              .join(', ')}
          </li>
        ))}
      </Box>
    </>
  );
}
