/** /cart/cancellation (spec part 1 sections 2 "Checkout", 4 "Cancellation flow", 5 and 8). */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import {
  cancellationCartQuery,
  clearCancellationCart,
  invalidateCart,
  processCancellation,
  removeCancellationItem,
} from '@/providers/api/cart';
import type { CancellationCartItem } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import AcceptCheckbox from '@/src/pages/cart/AcceptCheckbox';
import EmptyCartRedirect from '@/src/pages/cart/EmptyCartRedirect';
import TermsLabel from '@/src/pages/cart/TermsLabel';
import CancellationItems from './CancellationItems';
import { PATHS } from '@/src/paths';
import { toastOf } from '@/src/config';

const toast = toastOf('cart');

export default function CancellationCartPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ ...cancellationCartQuery, staleTime: 0 });
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sending = useRef(false);
  /** One change of the cart at a time: a removal, the emptying or the processing. */
  const write = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() });
  const pending = write.isPending;

  /** Runs a change of the cart; whatever the outcome, the page then shows the server's cart. */
  const change = async (call: () => Promise<unknown>) => {
    try {
      await write.mutateAsync(call);
      return true;
    } catch {
      return false;
    } finally {
      await invalidateCart(queryClient);
    }
  };

  const remove = async (item: CancellationCartItem) => {
    if (!(await change(() => removeCancellationItem(item))))
      notify('common.errors.generic', { type: 'error', ...toast });
  };
  const clear = async () => {
    const done = await change(clearCancellationCart);
    setConfirming(false);
    if (!done) notify('common.errors.generic', { type: 'error', ...toast });
  };
  const process = async () => {
    if (sending.current) return;
    setFailed(false);
    if (!terms) return setTermsError(translate('cart.checkout.termsRequired'));
    sending.current = true;
    // What the page showed was sent; the answer says what was cancelled (an answer that does not: what was sent).
    const sent = query.data ?? [];
    let cancelled: CancellationCartItem[] = sent;
    const done = await change(async () => {
      cancelled = (await processCancellation(true)).cancelled ?? sent;
    });
    sending.current = false;
    // The dashboard says what was cancelled (CancellationNotice).
    if (done) navigate(PATHS.home, { state: { cancelled } });
    else setFailed(true);
  };

  const body = () => {
    if (query.isPending) return <CircularProgress aria-label={translate('common.loading')} />;
    if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    if (query.data.length === 0) return <EmptyCartRedirect />;
    return (
      <Stack spacing={2}>
        {failed ? (
          <Alert severity="error" role="alert">
            {translate('common.errors.serverSide')}
          </Alert>
        ) : null}
        <Paper variant="outlined">
          <CancellationItems items={query.data} onRemove={(item) => void remove(item)} disabled={pending} />
        </Paper>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void process();
          }}
        >
          <AcceptCheckbox
            id="accept-terms"
            label={<TermsLabel messageKey="cart.cancellation.acceptTerms" />}
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              setTermsError(undefined);
            }}
            error={termsError}
            disabled={pending}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={pending}>
              {translate('cart.cancellation.empty')}
            </Button>
            <SubmitButton pending={pending} pendingLabel={translate('cart.cancellation.processing')}>
              {translate('cart.cancellation.process')}
            </SubmitButton>
          </Stack>
        </form>
      </Stack>
    );
  };

  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <PageTitle title={translate('cart.cancellation.title')} />
      {body()}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title="cart.cancellation.emptyTitle"
        content="cart.cancellation.emptyContent"
        confirm="cart.cancellation.empty"
        onConfirm={() => void clear()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
