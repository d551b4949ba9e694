/** Custom pages behind sign-in (wizards and screens that are not one collection), at the spec's URLs. */
import { lazyRoute, type LazyRoute } from '../components/lazyRoute';
import { BALANCE_PATH } from './billing/billingPaths';

export interface PageRoute {
  path: string;
  component: LazyRoute;
}

export const PAGES: PageRoute[] = [
  { path: '/api/settings', component: lazyRoute(() => import('./settings/ApiSettingsPage')) },
  { path: '/settings/general', component: lazyRoute(() => import('./settings/GeneralSettingsPage')) },
  { path: '/settings/password/change', component: lazyRoute(() => import('./settings/PasswordChangePage')) },
  { path: '/order/numbers', component: lazyRoute(() => import('./order/numbers/OrderNumbersPage')) },
  { path: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId', component: lazyRoute(() => import('./order/numbers/dids/AvailableDidsPage')) },
  { path: '/order/numbers/backorders/plans/:id/type/:type/prefixes/:prefixId', component: lazyRoute(() => import('./order/numbers/backorders/BackorderPage')) },
  { path: '/order/dedicated-channels', component: lazyRoute(() => import('./order/channels/DedicatedChannelsPage')) },
  { path: '/order/dedicated-channels/cancel', component: lazyRoute(() => import('./order/channels/DedicatedCancelPage')) },
  { path: '/order/shared-channels', component: lazyRoute(() => import('./order/channels/SharedChannelsPage')) },
  { path: '/order/shared-channels/cancel', component: lazyRoute(() => import('./order/channels/SharedCancelPage')) },
  { path: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId/checkout', component: lazyRoute(() => import('./cart/configure/PlanCartConfigurePage')) },
  { path: '/order/pstn-upgrade', component: lazyRoute(() => import('./order/pstn/PstnUpgradePage')) },
  { path: '/order/pstn-upgrade/plans/:id/type/:type/checkout', component: lazyRoute(() => import('./cart/configure/PstnCartConfigurePage')) },
  { path: '/cart/checkout', component: lazyRoute(() => import('./cart/checkout/CheckoutPage')) },
  { path: '/cart/cancellation', component: lazyRoute(() => import('./cart/cancellation/CancellationCartPage')) },
  { path: BALANCE_PATH, component: lazyRoute(() => import('./billing/BalancePage')) },
];
