/**
 * The portal's extensions: APIs of ours beyond the spec (the sandbox has them; another backend may not). Each has a
 * probe, a query of its API: a backend that answers it 404 has none of it, and the links to its screens stay away
 * (a navigation line's `extension`, read by useMissingExtensions). A new extension is a line here and that flag.
 */
import { supportActivityQuery } from '@/providers/api/activity';
import { portingProbeQuery } from '@/providers/api/porting';
import { twoFactorStatusQuery } from '@/providers/api/twoFactor';

/** A query's options (`queryOptions(…)`): its answer is not read here, only whether it failed with a 404. */
type Probe = () => { queryKey: readonly unknown[] };

export const EXTENSIONS = {
  // The account's activity trail (issue 35). Its probe is the dashboard's count of support's events: one request
  // serves the bar and the dashboard's line.
  activity: supportActivityQuery,
  // Number porting (issue 46). Its probe is the dashboard's rejected requests.
  porting: portingProbeQuery,
  // Two-factor sign-in (issue 47). Its probe is the status the security page reads.
  twoFactor: twoFactorStatusQuery,
} satisfies Record<string, Probe>;

export type Extension = keyof typeof EXTENSIONS;
