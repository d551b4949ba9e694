/** Custom pages behind sign-in (wizards and screens that are not one collection), at the spec's URLs. */
import { lazyRoute, type LazyRoute } from '../components/lazyRoute';
import { PATHS } from '../paths';

export interface PageRoute {
  path: string;
  component: LazyRoute;
}

export const PAGES: PageRoute[] = [
  { path: PATHS.api.settings, component: lazyRoute(() => import('./settings/ApiSettingsPage')) },
  { path: PATHS.settings.general, component: lazyRoute(() => import('./settings/GeneralSettingsPage')) },
  { path: PATHS.settings.passwordChange, component: lazyRoute(() => import('./settings/PasswordChangePage')) },
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
  { path: PATHS.billing.balance, component: lazyRoute(() => import('./billing/BalancePage')) },
  { path: PATHS.reports.snapshot, component: lazyRoute(() => import('./reports/SnapshotPage')) },
  { path: PATHS.product.priceLists, component: lazyRoute(() => import('./product/PriceListPage')) },
  { path: PATHS.product.productSheet, component: lazyRoute(() => import('./product/ProductSheetPage')) },
  { path: PATHS.product.terms, component: lazyRoute(() => import('./product/TermsPage')) },
];
