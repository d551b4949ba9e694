import type { AreaDeps } from '../env';
import type { Router } from '../routing';

/** Routes of the channel carts, the PSTN upgrade and the cancellation cart's review and processing (issue 5). */
export function registerChannelRoutes(router: Router, deps: AreaDeps): void {
  void router;
  void deps;
}
