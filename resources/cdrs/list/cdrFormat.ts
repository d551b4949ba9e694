/** The call records' pure rules: a traffic type's name, the quick ranges, and From not after To. */
import { apiUtcMinuteOf } from '@/src/components/dates';

/** A call's traffic type as its name, whether the API gives the name or an object carrying it. */
export function trafficTypeName(type: string | { name: string } | null): string {
  return typeof type === 'string' ? type : (type?.name ?? '');
}

export const QUICK_RANGES = [
  { key: 'last24Hours', hours: 24 },
  { key: 'last7Days', hours: 7 * 24 },
  { key: 'last30Days', hours: 30 * 24 },
] as const;

const MINUTE_MS = 60_000;

/**
 * The From and To filters of the last `hours` hours, in UTC to the minute: To is the minute after now (so that the
 * calls of the current minute are in), From that many hours before it.
 */
export function quickRange(hours: number, now: Date = new Date()): { from: string; to: string } {
  const to = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const from = new Date(to.getTime() - hours * 3_600_000);
  return { from: apiUtcMinuteOf(from), to: apiUtcMinuteOf(to) };
}

/** The From filter's rule: it may not be after To (both ISO 8601 UTC, which compare as text). */
export function fromNotAfterTo(from: string, values: Record<string, unknown>): string | undefined {
  const to = values.to;
  return typeof to === 'string' && /Z$/.test(to) && from > to ? 'reports.cdrs.filters.fromAfterTo' : undefined;
}
