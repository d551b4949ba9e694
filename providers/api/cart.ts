/**
 * The carts (spec part 1 section 7 "Cart"). Every cart query key starts with CART_KEY, so that one
 * `invalidateCart` after any add or remove refreshes the side panel, the configuration table and the
 * bar's cart count (which reads the checkout summary).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/providers/http';
import type {
  BackorderBody,
  BackorderState,
  CancellationCartItem,
  CancellationResult,
  CartDidLine,
  CartLineSave,
  CheckoutBody,
  CheckoutResult,
  PstnUpgradeBody,
  SharedChannelCartRow,
} from '@/providers/types';
import { CART_KEY, CHECK_OUT } from './cartSummary';

export { CART_KEY, checkoutSummaryQuery } from './cartSummary';

const PSTN_UPGRADE = `${CART_KEY}/dids/pstn-upgrade`;
const SHARED_CHANNELS = `${CART_KEY}/shared-channels`;
const cancellations = `${CART_KEY}/cancellations`;
export const invalidateCart = (client: QueryClient) => client.invalidateQueries({ queryKey: [CART_KEY] });

const prefixPath = (plan: number, type: number, prefixId: number) => `plans/${plan}/type/${type}/prefixes/${prefixId}`;

/** The prefix's DID lines: the cart side panel of the available-DIDs page. */
export const prefixCartQuery = (plan: number, type: number, prefixId: number) =>
  queryOptions({
    queryKey: [CART_KEY, 'dids', plan, type, prefixId],
    queryFn: () => http<CartDidLine[]>(`customer/cart/dids/${prefixPath(plan, type, prefixId)}`),
  });
/** Every DID and backorder line of the plan: the cart configuration table. */
export const planCartQuery = (plan: number, type: number, prefixId: number) =>
  queryOptions({
    queryKey: [CART_KEY, 'plan', plan, type, prefixId],
    queryFn: () => http<CartDidLine[]>(`customer/cart/${prefixPath(plan, type, prefixId)}`),
  });
export const backorderQuery = (plan: number, type: number, prefixId: number) =>
  queryOptions({
    queryKey: [CART_KEY, 'backorders', plan, type, prefixId],
    queryFn: () => http<BackorderState>(`customer/cart/backorders/${prefixPath(plan, type, prefixId)}`),
  });
export const pstnUpgradeCartQuery = (plan: number, type: number) =>
  queryOptions({
    queryKey: [CART_KEY, 'pstn-upgrade', plan, type],
    queryFn: () => http<CartDidLine[]>(`customer/cart/dids/plans/${plan}/type/${type}/pstn-upgrade`),
  });
export const cancellationCartQuery = queryOptions({
  queryKey: [CART_KEY, 'cancellations'],
  queryFn: () => http<CancellationCartItem[]>(cancellations),
});
export const sharedChannelCartQuery = (filters: { country?: number; plan?: number; type?: number }) =>
  queryOptions({
    queryKey: [CART_KEY, 'shared-channels', filters.country ?? null, filters.plan ?? null, filters.type ?? null],
    queryFn: () => http<SharedChannelCartRow[]>(SHARED_CHANNELS, { query: filters }),
  });

// DIDs
export const addDidToCart = (tos: number, did: number) =>
  http<CartDidLine>(`customer/cart/dids/tos/${tos}/add`, { method: 'POST', body: { did } });
export const removeCartDid = (id: number) => http<void>(`customer/cart/dids/${id}`, { method: 'DELETE' });
export const cancelPrefixDids = (plan: number, type: number, prefixId: number) =>
  http<void>(`customer/cart/dids/${prefixPath(plan, type, prefixId)}/cancel`, { method: 'DELETE' });
export const saveCartDids = (lines: CartLineSave[]) =>
  http<CartDidLine[]>('customer/cart/dids/save', { method: 'POST', body: lines });

// Backorders
export const addBackorder = (body: BackorderBody) =>
  http<BackorderState>('customer/cart/backorders/add', { method: 'POST', body });
export const removeBackorder = (id: number) => http<void>(`customer/cart/backorders/${id}`, { method: 'DELETE' });
export const cancelPrefixBackorder = (plan: number, type: number, prefixId: number) =>
  http<void>(`customer/cart/backorders/${prefixPath(plan, type, prefixId)}/cancel`, { method: 'DELETE' });
export const saveCartBackorders = (lines: CartLineSave[]) =>
  http<CartDidLine[]>('customer/cart/backorders/save', { method: 'POST', body: lines });

// Checkout
export const processCheckout = (body: CheckoutBody) => http<CheckoutResult>(CHECK_OUT, { method: 'POST', body });
export const emptyCart = () => http<void>(CART_KEY, { method: 'DELETE' });

// PSTN upgrade
export const addPstnUpgrade = (body: PstnUpgradeBody) => http<CartDidLine[]>(PSTN_UPGRADE, { method: 'POST', body });
export const removePstnUpgrade = (id: number) => http<void>(`${PSTN_UPGRADE}/${id}`, { method: 'DELETE' });

// Cancellation cart (adding numbers: addToCancellationCart in ./numbers)
export const clearCancellationCart = () => http<void>(`${cancellations}/clear`, { method: 'DELETE' });
export const removeCancellationItem = (
  item: Pick<CancellationCartItem, 'id' | 'isDedicatedChannel' | 'isSharedChannel'>,
) =>
  http<void>(
    item.isDedicatedChannel || item.isSharedChannel
      ? `${cancellations}/${item.id}/delete-channel-order`
      : `${cancellations}/${item.id}`,
    { method: 'DELETE' },
  );
export const processCancellation = (termsAndConditions: boolean) =>
  http<CancellationResult>(`${cancellations}/process`, { method: 'POST', body: { termsAndConditions } });
export const addDedicatedChannelCancellation = (did: string) =>
  http<void>(`${cancellations}/add-dedicated-channel`, { method: 'POST', body: { did } });
export const removeDedicatedChannelCancellation = (did: string) =>
  http<void>(`${cancellations}/${encodeURIComponent(did)}/remove-dedicated-channel`, { method: 'DELETE' });
export const clearDedicatedChannelCancellations = () =>
  http<void>(`${cancellations}/clear-dedicated-channels`, { method: 'DELETE' });

// Dedicated channels (ordering)
export const addDedicatedChannel = (did: string) =>
  http<void>('customer/cart/dedicated-channels/add', { method: 'POST', body: { did } });
export const removeDedicatedChannel = (did: string) =>
  http<void>('customer/cart/dedicated-channels/remove', { method: 'DELETE', body: { did } });
export const clearDedicatedChannels = () => http<void>('customer/cart/dedicated-channels/clear', { method: 'DELETE' });

// Shared channels: POST adds one channel to the group's order; DELETE takes one off (below zero: channels to cancel).
export const addSharedChannel = (groupId: number) => http<void>(`${SHARED_CHANNELS}/${groupId}`, { method: 'POST' });
export const removeSharedChannel = (groupId: number) =>
  http<void>(`${SHARED_CHANNELS}/${groupId}`, { method: 'DELETE' });
export const clearSharedChannels = () => http<void>(`${SHARED_CHANNELS}/clear`, { method: 'DELETE' });
