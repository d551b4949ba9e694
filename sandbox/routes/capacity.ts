import type { AreaDeps } from '@/sandbox/env';
import type { Router } from '@/sandbox/routing';
import { registerDidGroupRoutes } from './did-groups';
import { registerTrunkRoutes } from './trunks';

/** Routes of the capacity area (issue 4): trunks with their addresses, and DID groups. */
export function registerCapacityRoutes(router: Router, deps: AreaDeps): void {
  registerTrunkRoutes(router, deps);
  registerDidGroupRoutes(router, deps);
}
