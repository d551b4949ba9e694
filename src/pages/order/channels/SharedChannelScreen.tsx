/** /order/shared-channels and /order/shared-channels/cancel: the DID groups with their shared channels. */
import { useDeferredValue, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { sharedChannelCartQuery } from '@/providers/api/cart';
import { ApiError } from '@/providers/http';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import { ChannelToolbar } from './ChannelToolbar';
import { SharedChannelFilters } from './SharedChannelFilters';
import { SharedChannelTable } from './SharedChannelTable';
import type { ChannelMode } from './channelMode';
import { useSharedFilters } from './useSharedFilters';
import { PATHS } from '@/src/paths';
import { toastOf } from '@/src/config';

const LINKS = {
  order: [
    { label: 'channels.actions.buyAndCheckout', to: PATHS.cart.checkout, primary: true },
    { label: 'channels.actions.cancelChannels', to: PATHS.order.sharedChannelsCancel },
  ],
  cancel: [
    { label: 'channels.actions.cancelAndCheckout', to: PATHS.cart.cancellation, primary: true },
    { label: 'channels.actions.backToOrdering', to: PATHS.order.sharedChannels },
  ],
};

const isFilterRefusal = (error: unknown) => error instanceof ApiError && error.status === 400;

export function SharedChannelScreen({ mode }: { mode: ChannelMode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filters, setFilter } = useSharedFilters();
  const rows = useQuery(sharedChannelCartQuery(filters));
  const refused = isFilterRefusal(rows.error);
  // The answer arrives in a render React may not split (a query's update): the table follows in a deferred one. A new
  // filter's wait shows at once.
  const waiting = useDeferredValue(rows.isPending) || rows.isPending;

  useEffect(() => {
    if (refused) notify('common.errors.filtering', { type: 'error', ...toastOf('listFilter') });
  }, [refused, notify]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageTitle title={translate(mode === 'order' ? 'channels.shared.title' : 'channels.shared.cancelTitle')} />
      {mode === 'cancel' ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('channels.shared.cancelIntro')}
        </Typography>
      ) : null}
      <ChannelToolbar links={LINKS[mode]} />
      <SharedChannelFilters filters={filters} onChange={setFilter} />
      {rows.isError && !refused ? (
        <LoadError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : waiting && !refused ? (
        <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={translate('common.loading')} />
        </Box>
      ) : (
        <SharedChannelTable rows={rows.data ?? []} mode={mode} refetch={() => rows.refetch()} />
      )}
    </Box>
  );
}
