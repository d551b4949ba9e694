import type { AreaDeps } from '../env';
import type { Router } from '../routing';

/** Routes of the capacity area (issue 4). */
export function registerCapacityRoutes(router: Router, deps: AreaDeps): void {
  void router;
  void deps;
}
