/**
 * /billing/balance (issue 12; spec part 2 sections 2, 3, 5, 8 and 9). PayPal's React SDK is replaced by a fake whose
 * buttons call the handlers the page gives it, as PayPal would: the flows themselves run in Chromium against the
 * sandbox's stand-in (tests/e2e/billing.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import BalancePage from '@/src/pages/billing/BalancePage';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts } from '@/tests/support/toasts';

interface FakeButtonsProps {
  disabled?: boolean;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel: () => void;
  onError: (error: Error) => void;
}

const sdk = vi.hoisted(() => ({ state: 'resolved' as 'pending' | 'rejected' | 'resolved', reset: vi.fn() }));

vi.mock('@paypal/react-paypal-js', () => ({
  DISPATCH_ACTION: { RESET_OPTIONS: 'resetOptions' },
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => children,
  usePayPalScriptReducer: () => [
    {
      isInitial: false,
      isPending: sdk.state === 'pending',
      isRejected: sdk.state === 'rejected',
      isResolved: sdk.state === 'resolved',
      options: {},
    },
    sdk.reset,
  ],
  PayPalButtons: ({ disabled, createOrder, onApprove, onCancel, onError }: FakeButtonsProps) => (
    <div>
      <button type="button" disabled={disabled} onClick={async () => onApprove({ orderID: await createOrder() })}>
        Pay with PayPal
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={async () => {
          await createOrder();
          onCancel();
        }}
      >
        Cancel at PayPal
      </button>
      <button type="button" disabled={disabled} onClick={() => onError(new Error('popup closed'))}>
        Fail at PayPal
      </button>
    </div>
  ),
}));

const BALANCE = { balance: '1250.40', balance_threshold: '100.00€', is_below_threshold: false, currency: 'EUR' };
const OPTIONS = {
  currency: 'EUR',
  options: [
    { value: '25.00', value_with_fee: '26.36' },
    { value: '100.00', value_with_fee: '103.98' },
  ],
};

let balance = { ...BALANCE };
let creates: unknown[] = [];
let captures: unknown[] = [];

beforeEach(() => {
  sdk.state = 'resolved';
  sdk.reset.mockClear();
  balance = { ...BALANCE };
  creates = [];
  captures = [];
  server.use(
    http.get(api('customer/balance'), () => HttpResponse.json(balance)),
    http.get(api('customer/balance/top-up/options'), () => HttpResponse.json(OPTIONS)),
    http.post(api('customer/paypal/transaction/create'), async ({ request }) => {
      creates.push(await request.json());
      return HttpResponse.json({ order_id: `ORDER${creates.length}` });
    }),
    http.post(api('customer/paypal/transaction/capture'), async ({ request }) => {
      captures.push(await request.json());
      balance = { ...balance, balance: '1350.40' };
      return HttpResponse.json({ status: 'COMPLETED', balance: '1350.40' });
    }),
  );
});
afterEach(() => vi.useRealTimers());

const show = () =>
  renderScreen(
    <>
      <BalancePage />
      <NotificationProbe />
    </>,
    { url: '/billing/balance' },
  );

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /I accept the Terms and Conditions of the top-up/ }));
}

describe('balance', () => {
  it('shows the current balance in the currency and a way to its history', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Current balance' });
    expect(await within(current).findByText('€1,250.40')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Show history balance' })).toHaveAttribute(
      'href',
      '/billing/balance/history',
    );
    expect(screen.queryByText(/below your notification threshold/)).not.toBeInTheDocument();
  });

  it('warns when the balance is below the threshold', async () => {
    balance = { ...BALANCE, balance: '50.00', is_below_threshold: true };
    show();
    expect(
      await screen.findByText('Your balance is below your notification threshold of €100.00.'),
    ).toBeInTheDocument();
  });
});

describe('notification threshold', () => {
  it('reads the threshold without its currency sign, and saves it by desired_balance_limit', async () => {
    let saved: unknown;
    server.use(
      http.patch(api('customer/balance'), async ({ request }) => {
        saved = await request.json();
        balance = { ...balance, balance_threshold: '250.00€' };
        return HttpResponse.json(balance);
      }),
    );
    const user = userEvent.setup();
    show();
    const threshold = await screen.findByRole('textbox', { name: /Threshold/ });
    expect(threshold).toHaveValue('100.00');
    await user.clear(threshold);
    await user.type(threshold, '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ desired_balance_limit: '250' }));
    expect(await screen.findByText('Notification threshold saved.')).toBeInTheDocument();
  });

  it('sends a threshold typed with a decimal comma with the point the API reads', async () => {
    let saved: unknown;
    server.use(
      http.patch(api('customer/balance'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ...balance, balance_threshold: '75.50€' });
      }),
    );
    const user = userEvent.setup();
    show();
    const threshold = await screen.findByRole('textbox', { name: /Threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '75,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ desired_balance_limit: '75.50' }));
  });

  it('requires a threshold', async () => {
    const user = userEvent.setup();
    show();
    const threshold = await screen.findByRole('textbox', { name: /Threshold/ });
    await user.clear(threshold);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('says "Server-side error occurred." on a failure and keeps what was typed', async () => {
    server.use(http.patch(api('customer/balance'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    show();
    const threshold = await screen.findByRole('textbox', { name: /Threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '75.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server-side error occurred.')).toBeInTheDocument();
    expect(threshold).toHaveValue('75.5');
  });

  it("shows the server's message on the field when it refuses the value", async () => {
    server.use(
      http.patch(api('customer/balance'), () =>
        HttpResponse.json(
          { desired_balance_limit: ['Ensure that there are no more than 2 decimal places.'] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    show();
    const threshold = await screen.findByRole('textbox', { name: /Threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '1.234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure that there are no more than 2 decimal places.')).toBeInTheDocument();
    expect(threshold).toHaveValue('1.234');
  });
});

describe('top-up', () => {
  it("offers the amounts with what the sender pays, and notes PayPal's fee", async () => {
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('radio', { name: '€25.00 (you pay €26.36)' })).toBeChecked();
    expect(
      screen.getByText('The payment provider fee is paid by the sender: about €1.36 on this amount, €26.36 in all.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '€100.00 (you pay €103.98)' }));
    expect(
      screen.getByText('The payment provider fee is paid by the sender: about €3.98 on this amount, €103.98 in all.'),
    ).toBeInTheDocument();
  });

  it('keeps the payment button disabled until the terms are ticked', async () => {
    const user = userEvent.setup();
    show();
    const pay = await screen.findByRole('button', { name: 'Pay with PayPal' });
    expect(pay).toBeDisabled();
    expect(screen.getByText('Tick the terms and conditions to pay.')).toBeInTheDocument();
    await acceptTerms(user);
    expect(pay).toBeEnabled();
  });

  it('creates an order for the chosen amount, captures it, says so and reads the balance again', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('radio', { name: '€100.00 (you pay €103.98)' }));
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(toastTexts()).toContain('Payment completed successfully.'));
    expect(creates).toEqual([{ amount: '100.00' }]);
    expect(captures).toEqual([{ orderID: 'ORDER1' }]);
    expect(await screen.findByText('€1,350.40')).toBeInTheDocument();
  });

  it('shows the error of a refused capture and changes nothing', async () => {
    server.use(
      http.post(api('customer/paypal/transaction/capture'), () =>
        HttpResponse.json({ error: 'This payment has already been captured.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    show();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment has already been captured.');
    expect(toastTexts()).not.toContain('Payment completed successfully.');
    expect(screen.getByText('€1,250.40')).toBeInTheDocument();
  });

  it('says so when the payment is cancelled or fails at PayPal', async () => {
    const user = userEvent.setup();
    show();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Cancel at PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was cancelled. Nothing was charged.');
    await user.click(screen.getByRole('button', { name: 'Fail at PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred with your payment');
    expect(captures).toEqual([]);
  });

  it('captures an order once however often PayPal approves it', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(api('customer/paypal/transaction/capture'), async ({ request }) => {
        captures.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 'COMPLETED', balance: '1350.40' });
      }),
    );
    const user = userEvent.setup();
    show();
    await acceptTerms(user);
    const pay = screen.getByRole('button', { name: 'Pay with PayPal' });
    await user.click(pay);
    await waitFor(() => expect(captures).toHaveLength(1));
    expect(pay).toBeDisabled();
    release();
    await waitFor(() => expect(toastTexts()).toContain('Payment completed successfully.'));
    expect(captures).toHaveLength(1);
  });

  it('shows a spinner while the provider loads, and Retry when it could not be loaded', async () => {
    sdk.state = 'pending';
    const view = show();
    expect(await screen.findByRole('progressbar', { name: 'Loading the payment provider…' })).toBeInTheDocument();
    view.unmount();
    sdk.state = 'rejected';
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('The payment provider could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(sdk.reset).toHaveBeenCalledWith({ type: 'resetOptions', value: {} });
  });
});
