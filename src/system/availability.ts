/**
 * Backend availability (spec part 1 section 4, part 2 section 4): `available` by default; a 503
 * carrying `X-Maintenance` (the http `maintenance` event) makes it `unavailable` until the
 * health check of MaintenanceGate succeeds.
 */
import { useSyncExternalStore } from 'react';
import { onHttpEvent } from '@/providers/http';

export type Availability = 'available' | 'unavailable';

let current: Availability = 'available';
const listeners = new Set<() => void>();

export const getAvailability = (): Availability => current;

export function setAvailability(next: Availability): void {
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export function subscribeAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useAvailability = (): Availability =>
  useSyncExternalStore(subscribeAvailability, getAvailability, getAvailability);

// At import, not in a component: a 503 may arrive before any screen has mounted.
onHttpEvent('maintenance', () => setAvailability('unavailable'));
