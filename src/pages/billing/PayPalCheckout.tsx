/**
 * The PayPal buttons of the top-up, in a chunk of their own (PayPal's React SDK loads only here). The SDK's loading
 * states are shown: a spinner while it loads, "could not be loaded" with Retry when it failed. An order is created
 * for the chosen amount, captured once when PayPal approves it; the balance is then read again (page and bar).
 */
import { useMemo, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { DISPATCH_ACTION, PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'ra-core';
import { capturePayPalOrder, createPayPalOrder } from '@/providers/api/billing';
import { balanceQuery } from '@/providers/api/queries';
import { ApiError } from '@/providers/http';
import { Spinner } from '@/src/components/Progress';
import { RetryAlert } from '@/src/components/ServerErrors';
import { paypalConfig, paypalLocale } from './paypalConfig';

export interface PayPalCheckoutProps {
  amount: string;
  currency: string;
  /** The terms are not accepted yet: the button stays disabled. */
  disabled: boolean;
}

type Outcome = { severity: 'error' | 'info'; text: string } | null;

/** The `error` of a refused capture, else undefined. */
function captureError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.raw as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

function Checkout({ amount, disabled }: Omit<PayPalCheckoutProps, 'currency'>) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [{ isInitial, isPending, isRejected, options }, dispatch] = usePayPalScriptReducer();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Orders already captured or being captured: PayPal may call onApprove again, the user may click again.
  const captured = useRef(new Set<string>());

  const capture = useMutation({
    mutationFn: capturePayPalOrder,
    onSuccess: async (answer) => {
      if (answer.error) {
        setOutcome({ severity: 'error', text: answer.error });
        return;
      }
      setOutcome(null);
      notify('billing.balance.topUp.success', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
    },
    onError: (error) =>
      setOutcome({ severity: 'error', text: captureError(error) ?? translate('billing.balance.topUp.error') }),
  });
  const capturing = capture.isPending;

  if (isRejected) {
    return (
      <RetryAlert
        onRetry={() => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })}
        retryLabel={translate('billing.balance.topUp.retry')}
      >
        {translate('billing.balance.topUp.unavailable')}
      </RetryAlert>
    );
  }

  const approve = async (orderID: string) => {
    if (captured.current.has(orderID)) return;
    captured.current.add(orderID);
    await capture.mutateAsync(orderID).catch(() => undefined);
  };

  return (
    <Box aria-busy={capturing || isPending || undefined}>
      {isInitial || isPending ? <Spinner label={translate('billing.balance.topUp.loading')} /> : null}
      {capturing ? <Spinner label={translate('billing.balance.topUp.paying')} /> : null}
      {outcome ? (
        <Alert severity={outcome.severity} role="alert" sx={{ mb: 1 }}>
          {outcome.text}
        </Alert>
      ) : null}
      <PayPalButtons
        disabled={disabled || capturing}
        style={{ layout: 'vertical' }}
        createOrder={async () => {
          setOutcome(null);
          return (await createPayPalOrder(amount)).order_id;
        }}
        onApprove={(data) => approve(data.orderID)}
        onCancel={() => setOutcome({ severity: 'info', text: translate('billing.balance.topUp.cancelled') })}
        onError={() => setOutcome({ severity: 'error', text: translate('billing.balance.topUp.error') })}
      />
    </Box>
  );
}

export default function PayPalCheckout({ currency, ...rest }: PayPalCheckoutProps) {
  const [portalLocale] = useLocaleState();
  const options = useMemo(() => {
    const config = paypalConfig();
    return {
      clientId: config.clientId,
      currency,
      intent: 'capture',
      locale: paypalLocale(portalLocale),
      ...(config.sdkBaseUrl ? { sdkBaseUrl: config.sdkBaseUrl } : {}),
    };
  }, [currency, portalLocale]);
  return (
    // PayPal's provider reads its options once, when it mounts: a language chosen later mounts a new one, which loads
    // the SDK in that language (the button kept the old one when the page happened not to mount again: seen once).
    <PayPalScriptProvider key={options.locale} options={options}>
      <Checkout {...rest} />
    </PayPalScriptProvider>
  );
}
