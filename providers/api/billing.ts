/** Billing calls outside the list resources (spec part 2 section 7 "Billing"); invoices and the history are resources. */
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@/providers/endpoints';
import { http } from '@/providers/http';
import type {
  Balance,
  BalanceThresholdBody,
  PayPalCaptureAnswer,
  PayPalOrderAnswer,
  TopUpOptions,
} from '@/providers/types';

export const saveBalanceThreshold = (body: BalanceThresholdBody) =>
  http<Balance>(ENDPOINTS.account.balance, { method: 'PATCH', body });
const TOP_UP_OPTIONS = 'customer/balance/top-up/options';
export const fetchTopUpOptions = () => http<TopUpOptions>(TOP_UP_OPTIONS);
export const createPayPalOrder = (amount: string) =>
  http<PayPalOrderAnswer>('customer/paypal/transaction/create', { method: 'POST', body: { amount } });
export const capturePayPalOrder = (orderID: string) =>
  http<PayPalCaptureAnswer>('customer/paypal/transaction/capture', { method: 'POST', body: { orderID } });

export const topUpOptionsQuery = queryOptions({
  queryKey: [TOP_UP_OPTIONS],
  queryFn: fetchTopUpOptions,
  staleTime: 5 * 60_000,
});
