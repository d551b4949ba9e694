import type { AreaDeps } from '../env';
import type { Router } from '../routing';

/** Routes of the ordering area (issue 5): plans and lookups, coverage, the DID and backorder cart, checkout, orders. */
export function registerOrderingRoutes(router: Router, deps: AreaDeps): void {
  void router;
  void deps;
}
