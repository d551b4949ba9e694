/**
 * Spec part 2 section 4 "Version handling": the deployed version file is polled every 30 s
 * (cache-busting query); a version other than the running one means a newer build is out.
 * A failed check is reported as info and ignored.
 */
import { useEffect, useState } from 'react';
import { fetchDeployedVersion } from '@/providers/api/system';
import { reportInfo } from './reporting';

export const VERSION_POLL_MS = 30_000;

export interface VersionCheckOptions {
  intervalMs?: number;
  /** The running version (the build's own, by default). */
  current?: string;
}

export function useVersionCheck({
  intervalMs = VERSION_POLL_MS,
  current = __APP_VERSION__,
}: VersionCheckOptions = {}): {
  outdated: boolean;
} {
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    if (outdated) return undefined;
    let active = true;
    const check = async () => {
      try {
        const deployed = await fetchDeployedVersion();
        if (active && deployed !== current) setOutdated(true);
      } catch (error) {
        reportInfo(`Version check failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [intervalMs, current, outdated]);

  return { outdated };
}
