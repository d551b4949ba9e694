/** /cart/checkout "Shopping Cart Checkout" (spec part 1 section 2 "Checkout", section 5 "Checkout"). */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { checkoutSummaryQuery, emptyCart, invalidateCart } from '@/providers/api/cart';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import EmptyCartRedirect from '@/src/pages/cart/EmptyCartRedirect';
import CheckoutLines from './CheckoutLines';
import CheckoutForm from './CheckoutForm';
import { hasBackorder } from './checkoutTotals';
import { unconfiguredLines } from './UnconfiguredLines';
import { PATHS } from '@/src/paths';
import { toastOf } from '@/src/config';

export default function CheckoutPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ ...checkoutSummaryQuery, staleTime: 0 });
  const [confirming, setConfirming] = useState(false);
  const empty = useMutation({
    mutationFn: emptyCart,
    onSuccess: () => notify('cart.checkout.emptied', { type: 'success', ...toastOf('cart') }),
    onError: () => notify('common.errors.generic', { type: 'error', ...toastOf('cart') }),
    onSettled: async () => {
      setConfirming(false);
      await invalidateCart(queryClient);
    },
  });

  const body = () => {
    if (query.isPending) return <CircularProgress aria-label={translate('common.loading')} />;
    if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    const summary = query.data;
    if (summary.rows.length === 0) return <EmptyCartRedirect />;
    return (
      <Stack spacing={2}>
        <Paper variant="outlined">
          <CheckoutLines summary={summary} />
        </Paper>
        {hasBackorder(summary.rows) ? (
          <Typography variant="body2">{translate('cart.checkout.note1')}</Typography>
        ) : null}
        {summary.restrictions.length ? (
          <Alert severity="warning" component="section" aria-labelledby="restrictions-title">
            <Typography id="restrictions-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('cart.checkout.restrictionsTitle')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {summary.restrictions.map((restriction) => (
                <li key={restriction}>{restriction}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
        <CheckoutForm
          hasRestrictions={summary.restrictions.length > 0}
          unconfigured={unconfiguredLines(summary.rows)}
          onEmpty={() => setConfirming(true)}
          onContinue={() => navigate(PATHS.order.numbers)}
        />
      </Stack>
    );
  };

  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <PageTitle title={translate('cart.checkout.title')} />
      {body()}
      <Confirm
        isOpen={confirming}
        loading={empty.isPending}
        title="cart.checkout.emptyTitle"
        content="cart.checkout.emptyContent"
        confirm="cart.checkout.emptyBasket"
        onConfirm={() => empty.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
