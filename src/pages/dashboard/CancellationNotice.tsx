/** After Process the cancellation cart lands on the dashboard with state `cancelled`: what was cancelled. */
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import type { CancellationCartItem } from '@/providers/types';

function itemText(item: CancellationCartItem, translate: ReturnType<typeof useTranslate>): string {
  const place = [item.country, item.area].filter(Boolean).join(', ');
  const channels = item.isDedicatedChannel || item.isSharedChannel;
  return translate(channels ? 'cart.cancellation.cancelledChannels' : 'cart.cancellation.cancelledNumber', {
    did: item.did,
    place,
    amount: item.amount,
    type: item.type_of_service,
    date: item.cancellation_date,
  });
}

export function CancellationNotice() {
  const translate = useTranslate();
  const state = useLocation().state as { cancelled?: CancellationCartItem[] } | null;
  const cancelled = state?.cancelled;
  if (!Array.isArray(cancelled)) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle>{translate('cart.cancellation.processed')}</AlertTitle>
      {translate('cart.cancellation.cancelledTitle')}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
        {cancelled.map((item) => (
          <li key={`${item.type_of_service}-${item.id}`}>{itemText(item, translate)}</li>
        ))}
      </Box>
    </Alert>
  );
}
