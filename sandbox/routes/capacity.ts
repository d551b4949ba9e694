import type { AreaDeps } from '../env';
import type { Router } from '../routing';
import { registerDidGroupRoutes } from './did-groups';
import { registerTrunkRoutes } from './trunks';

/** Routes of the capacity area (issue 4): trunks with their addresses, and DID groups. */
export function registerCapacityRoutes(router: Router, deps: AreaDeps): void {
  registerTrunkRoutes(router, deps);
  registerDidGroupRoutes(router, deps);
}
