/**
 * Call statistics of a number, made up but deterministic: the same DID always answers the same figures, and a
 * longer window always holds at least what a shorter one does (the windows are sums over the same 30 days).
 */
export const WINDOWS = [1, 7, 30] as const;
const SCOPES: Record<(typeof WINDOWS)[number], string> = { 1: 'Last 24 hours', 7: 'Last 7 days', 30: 'Last 30 days' };

export interface StatisticsRow {
  scope: string;
  unsuccessful_calls: number;
  successful_calls: number;
  minutes: number;
}
type Windows = Record<'1' | '7' | '30', StatisticsRow>;

/** FNV-1a of the text, then mulberry32: a small seeded generator of numbers in [0, 1). */
export function generator(text: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) state = Math.imul(state ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function windows(random: () => number, busiest: number): Windows {
  const days = Array.from({ length: 30 }, () => {
    const successful = Math.floor(random() * busiest);
    return { successful, unsuccessful: Math.floor(random() * (busiest / 8)), minutes: Math.round(successful * (1 + random() * 4)) };
  });
  const sum = (window: number): StatisticsRow => {
    const part = days.slice(0, window);
    return {
      scope: SCOPES[window as (typeof WINDOWS)[number]],
      successful_calls: part.reduce((total, day) => total + day.successful, 0),
      unsuccessful_calls: part.reduce((total, day) => total + day.unsuccessful, 0),
      minutes: part.reduce((total, day) => total + day.minutes, 0),
    };
  };
  return { 1: sum(1), 7: sum(7), 30: sum(30) };
}

export function statisticsOf(did: string, outboundEnabled: boolean): { inbound: Windows; outbound: Windows } {
  const random = generator(did);
  const inbound = windows(random, 5 + Math.floor(random() * 60));
  const outbound = windows(random, outboundEnabled ? 2 + Math.floor(random() * 20) : 0);
  return { inbound, outbound };
}

/** The start of the latest call: within the 3 days before `now`, or null for the numbers that never had a call (1 in 8). */
export function latestCallStart(did: string, now: string): string | null {
  const random = generator(`${did}:latest`);
  if (random() < 0.125) return null;
  const secondsBefore = Math.floor(random() * 3 * 86_400);
  return new Date(Date.parse(now) - secondsBefore * 1000).toISOString();
}
