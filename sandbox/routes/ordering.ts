import type { AreaDeps } from '@/sandbox/env';
import type { Router } from '@/sandbox/routing';
import { registerBackorderRoutes } from './backorders';
import { registerCartDidRoutes } from './cart-dids';
import { registerCoverageRoutes } from './coverage';
import { registerOrderRoutes } from './orders';
import { registerPlanDetailRoutes } from './plan-details';
import { registerPlanRoutes } from './plans';

/** Routes of the ordering area (issue 5): plans and lookups, coverage, the DID and backorder cart, orders (checkout: cart.ts). */
export function registerOrderingRoutes(router: Router, deps: AreaDeps): void {
  registerCoverageRoutes(router, deps);
  registerPlanRoutes(router, deps);
  registerPlanDetailRoutes(router, deps);
  registerCartDidRoutes(router, deps);
  registerBackorderRoutes(router, deps);
  registerOrderRoutes(router, deps);
}
