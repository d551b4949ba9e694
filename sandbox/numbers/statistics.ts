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

export interface Day {
  successful: number;
  unsuccessful: number;
  minutes: number;
}
/** A number's calls per day, index 0 being the 24 hours before now: statistics and the latest call both read it. */
export interface CallHistory {
  inbound: Day[];
  outbound: Day[];
}

const DAY_SECONDS = 86_400;
/** The share of numbers that never had a call. */
const SILENT_SHARE = 0.125;

function days(random: () => number, busiest: number, count = 30): Day[] {
  return Array.from({ length: count }, () => {
    const successful = Math.floor(random() * busiest);
    return {
      successful,
      unsuccessful: Math.floor(random() * (busiest / 8)),
      minutes: Math.round(successful * (1 + random() * 4)),
    };
  });
}

function historyOf(did: string, outboundEnabled: boolean): CallHistory {
  const silent = generator(`${did}:latest`)() < SILENT_SHARE;
  const random = generator(did);
  const inbound = days(random, silent ? 0 : 5 + Math.floor(random() * 60));
  const outbound = days(random, outboundEnabled && !silent ? 2 + Math.floor(random() * 20) : 0);
  return { inbound, outbound };
}

/**
 * A number's calls per day over `count` days (index 0: the 24 hours before now), for the call records: the first 30
 * days are the statistics' own, the older ones drawn from a second generator with the same busiest day.
 */
export function callHistory(did: string, outboundEnabled: boolean, count: number): CallHistory {
  const recent = historyOf(did, outboundEnabled);
  if (count <= 30) return { inbound: recent.inbound.slice(0, count), outbound: recent.outbound.slice(0, count) };
  const busiest = (history: Day[]) => history.reduce((most, day) => Math.max(most, day.successful + 1), 0);
  const older = generator(`${did}:older`);
  return {
    inbound: [...recent.inbound, ...days(older, busiest(recent.inbound), count - 30)],
    outbound: [...recent.outbound, ...days(older, busiest(recent.outbound), count - 30)],
  };
}

function windows(history: Day[]): Windows {
  const sum = (window: number): StatisticsRow => {
    const part = history.slice(0, window);
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
  const { inbound, outbound } = historyOf(did, outboundEnabled);
  return { inbound: windows(inbound), outbound: windows(outbound) };
}

/**
 * The start of the latest call, inside the most recent day that has a call (inbound or outbound, successful or not),
 * so that it falls in the shortest statistics window with calls; null when no window has any.
 */
export function latestCallStart(did: string, now: string, outboundEnabled = true): string | null {
  const { inbound, outbound } = historyOf(did, outboundEnabled);
  const calls = (day: Day) => day.successful + day.unsuccessful;
  const daysBefore = inbound.findIndex((day, index) => calls(day) + calls(outbound[index]) > 0);
  if (daysBefore < 0) return null;
  const random = generator(`${did}:latest`);
  random();
  const secondsBefore = daysBefore * DAY_SECONDS + Math.floor(random() * DAY_SECONDS);
  return new Date(Date.parse(now) - secondsBefore * 1000).toISOString();
}
