import type { AreaDeps } from '../env';
import type { Router } from '../routing';

/** Routes of the numbers area (issue 4). */
export function registerNumbersRoutes(router: Router, deps: AreaDeps): void {
  void router;
  void deps;
}
