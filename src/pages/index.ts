/** Custom pages behind sign-in (wizards and screens that are not one collection), at the spec's URLs. */
import type { QueryClient } from '@tanstack/react-query';
import { balanceQuery } from '@/providers/api/queries';
import { topUpOptionsQuery } from '@/providers/api/billing';
import { priceListsQuery, productSheetsQuery, termsQuery } from '@/providers/api/product';
import type { Permissions } from '@/providers/entities/account';
import { lazyRoute, type LazyRoute } from '@/src/components/lazyRoute';
import { PATHS } from '@/src/paths';

/**
 * Asks for what a screen reads first, on a full load of its path once the customer is known (PortalAdmin), so that it
 * arrives beside the screen's chunk rather than a round trip after it. Only queries that stay fresh for a while (the
 * screen must find the answer, not ask again), and where it helps: the snapshot's table arriving with its chunk made
 * its first paint later (Lighthouse's phone: LCP 3.2 -> 3.7 s).
 */
export type ScreenPrefetch = (queryClient: QueryClient, permissions: Permissions) => void;

export interface PageRoute {
  path: string;
  component: LazyRoute;
  prefetch?: ScreenPrefetch;
}

export const PAGES: PageRoute[] = [
  { path: PATHS.api.settings, component: lazyRoute(() => import('./settings/ApiSettingsPage')) },
  { path: PATHS.settings.general, component: lazyRoute(() => import('./settings/GeneralSettingsPage')) },
  { path: PATHS.settings.passwordChange, component: lazyRoute(() => import('./settings/PasswordChangePage')) },
  { path: PATHS.settings.security, component: lazyRoute(() => import('./settings/security/SecurityPage')) },
  { path: PATHS.order.numbers, component: lazyRoute(() => import('./order/numbers/OrderNumbersPage')) },
  { path: PATHS.order.availableDids, component: lazyRoute(() => import('./order/numbers/dids/AvailableDidsPage')) },
  { path: PATHS.order.backorder, component: lazyRoute(() => import('./order/numbers/backorders/BackorderPage')) },
  { path: PATHS.order.dedicatedChannels, component: lazyRoute(() => import('./order/channels/DedicatedChannelsPage')) },
  {
    path: PATHS.order.dedicatedChannelsCancel,
    component: lazyRoute(() => import('./order/channels/DedicatedCancelPage')),
  },
  { path: PATHS.order.sharedChannels, component: lazyRoute(() => import('./order/channels/SharedChannelsPage')) },
  { path: PATHS.order.sharedChannelsCancel, component: lazyRoute(() => import('./order/channels/SharedCancelPage')) },
  { path: PATHS.order.prefixCheckout, component: lazyRoute(() => import('./cart/configure/PlanCartConfigurePage')) },
  { path: PATHS.order.pstnUpgrade, component: lazyRoute(() => import('./order/pstn/PstnUpgradePage')) },
  { path: PATHS.order.pstnCheckout, component: lazyRoute(() => import('./cart/configure/PstnCartConfigurePage')) },
  { path: PATHS.cart.checkout, component: lazyRoute(() => import('./cart/checkout/CheckoutPage')) },
  { path: PATHS.cart.cancellation, component: lazyRoute(() => import('./cart/cancellation/CancellationCartPage')) },
  {
    path: PATHS.billing.balance,
    component: lazyRoute(() => import('./billing/BalancePage')),
    prefetch: (queryClient) => {
      void queryClient.prefetchQuery(balanceQuery);
      void queryClient.prefetchQuery(topUpOptionsQuery);
    },
  },
  { path: PATHS.reports.snapshot, component: lazyRoute(() => import('./reports/SnapshotPage')) },
  {
    path: PATHS.product.priceLists,
    component: lazyRoute(() => import('./product/PriceListPage')),
    prefetch: (queryClient) => void queryClient.prefetchQuery(priceListsQuery),
  },
  {
    path: PATHS.product.productSheet,
    component: lazyRoute(() => import('./product/ProductSheetPage')),
    prefetch: (queryClient) => void queryClient.prefetchQuery(productSheetsQuery),
  },
  {
    path: PATHS.product.terms,
    component: lazyRoute(() => import('./product/TermsPage')),
    prefetch: (queryClient) => void queryClient.prefetchQuery(termsQuery),
  },
];
