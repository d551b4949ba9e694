/**
 * While the backend is unavailable the maintenance page replaces the portal and the health check
 * runs (up to 10 tries, 3 s apart); on success the portal comes back at the same route and every
 * cached answer is invalidated so that the screens reload.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkHealth } from '@/providers/api/system';
import MaintenancePage from '@/src/pages/system/MaintenancePage';
import { setAvailability, useAvailability } from './availability';

export const HEALTH_CHECK_TRIES = 10;
export const HEALTH_CHECK_DELAY_MS = 3000;

interface Props {
  children: ReactNode;
  /** Delay between two health checks (tests shorten it). */
  retryDelayMs?: number;
  tries?: number;
}

export function MaintenanceGate({ children, retryDelayMs = HEALTH_CHECK_DELAY_MS, tries = HEALTH_CHECK_TRIES }: Props) {
  const availability = useAvailability();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (availability !== 'unavailable') return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const check = async () => {
      attempt += 1;
      const healthy = await checkHealth();
      if (!active) return;
      if (healthy) {
        // Marked stale before the screens mount again, so that they fetch afresh.
        void queryClient.invalidateQueries({ refetchType: 'none' });
        setGaveUp(false);
        setAvailability('available');
      } else if (attempt >= tries) {
        setGaveUp(true);
      } else {
        timer = setTimeout(() => void check(), retryDelayMs);
      }
    };
    void check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [availability, round, queryClient, retryDelayMs, tries]);

  const retry = useCallback(() => {
    setGaveUp(false);
    setRound((value) => value + 1);
  }, []);

  if (availability === 'available') return <>{children}</>;
  return <MaintenancePage checking={!gaveUp} gaveUp={gaveUp} onRetry={retry} />;
}
