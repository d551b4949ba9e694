import type { AreaDeps } from '@/sandbox/env';
import type { Router } from '@/sandbox/routing';
import { registerCancellationRoutes } from './numbers-cancellations';
import { registerDedicatedChannelRoutes } from './numbers-channels';
import { registerNumberDetailRoutes } from './numbers-details';
import { registerNumberListRoutes } from './numbers-list';
import { registerRoutingRoutes } from './numbers-routing';

/** Routes of the numbers area (issue 4): My Numbers, number details, routing, the cancellation cart, dedicated channels. */
export function registerNumbersRoutes(router: Router, deps: AreaDeps): void {
  registerNumberListRoutes(router, deps);
  registerCancellationRoutes(router, deps);
  registerNumberDetailRoutes(router, deps);
  registerRoutingRoutes(router, deps);
  registerDedicatedChannelRoutes(router, deps);
}
