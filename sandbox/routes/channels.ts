import type { AreaDeps } from '@/sandbox/env';
import type { Router } from '@/sandbox/routing';
import { registerCancellationCartRoutes } from './cancellation-cart';
import { registerDedicatedChannelCartRoutes } from './cart-dedicated-channels';
import { registerSharedChannelCartRoutes } from './cart-shared-channels';
import { registerPstnUpgradeRoutes } from './pstn-upgrade';

/** Routes of the channel carts, the PSTN upgrade and the cancellation cart's review and processing (issue 5). */
export function registerChannelRoutes(router: Router, deps: AreaDeps): void {
  registerCancellationCartRoutes(router, deps);
  registerDedicatedChannelCartRoutes(router, deps);
  registerSharedChannelCartRoutes(router, deps);
  registerPstnUpgradeRoutes(router, deps);
}
