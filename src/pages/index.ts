/** Custom pages behind sign-in (wizards and screens that are not one collection), at the spec's URLs. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

export const PAGES: PageRoute[] = [
  { path: '/api/settings', component: lazy(() => import('./settings/ApiSettingsPage')) },
  { path: '/settings/general', component: lazy(() => import('./settings/GeneralSettingsPage')) },
  { path: '/settings/password/change', component: lazy(() => import('./settings/PasswordChangePage')) },
  { path: '/order/numbers', component: lazy(() => import('./order/numbers/OrderNumbersPage')) },
  { path: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId', component: lazy(() => import('./order/numbers/dids/AvailableDidsPage')) },
  { path: '/order/numbers/backorders/plans/:id/type/:type/prefixes/:prefixId', component: lazy(() => import('./order/numbers/backorders/BackorderPage')) },
  { path: '/order/dedicated-channels', component: lazy(() => import('./order/channels/DedicatedChannelsPage')) },
  { path: '/order/dedicated-channels/cancel', component: lazy(() => import('./order/channels/DedicatedCancelPage')) },
  { path: '/order/shared-channels', component: lazy(() => import('./order/channels/SharedChannelsPage')) },
  { path: '/order/shared-channels/cancel', component: lazy(() => import('./order/channels/SharedCancelPage')) },
  { path: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId/checkout', component: lazy(() => import('./cart/configure/PlanCartConfigurePage')) },
  { path: '/order/pstn-upgrade', component: lazy(() => import('./order/pstn/PstnUpgradePage')) },
  { path: '/order/pstn-upgrade/plans/:id/type/:type/checkout', component: lazy(() => import('./cart/configure/PstnCartConfigurePage')) },
  { path: '/cart/checkout', component: lazy(() => import('./cart/checkout/CheckoutPage')) },
  { path: '/cart/cancellation', component: lazy(() => import('./cart/cancellation/CancellationCartPage')) },
];
