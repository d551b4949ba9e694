import { beforeAll, describe, expect, it } from 'vitest';
import type { ExistingNumber, NumberStatistics } from '@/providers/types';
import { type Client, freshSandbox, signedIn } from './client';
import { SEED_DATE } from '@/sandbox/db/seed';

const DAY_MS = 86_400_000;
const WINDOWS = ['1', '7', '30'] as const;

interface Sample {
  did: string;
  statistics: NumberStatistics;
  latest: string | null;
}

let samples: Sample[];
beforeAll(async () => {
  const { app } = freshSandbox();
  const demo: Client = await signedIn(app, 'demo');
  const json = async <T>(path: string) => (await (await demo.get(path)).json()) as T;
  const numbers: ExistingNumber[] = [];
  for (let page = 1; ; page += 1) {
    const { results, count } = await json<{ results: ExistingNumber[]; count: number }>(
      `customer/dids?page=${page}&page_size=100`,
    );
    numbers.push(...results);
    if (numbers.length >= count) break;
  }
  samples = [];
  for (const { did } of numbers) {
    const statistics = await json<NumberStatistics>(`customer/dids/${did}/statistics`);
    const { start_time } = await json<{ start_time: string | null }>(`dids/${did}/statistics/cdrs/latest`);
    samples.push({ did, statistics, latest: start_time });
  }
});

const callsIn = ({ inbound, outbound }: NumberStatistics, window: (typeof WINDOWS)[number]) =>
  [inbound[window], outbound[window]].reduce((total, row) => total + row.successful_calls + row.unsuccessful_calls, 0);

describe('latest call record and statistics of every demo number', () => {
  it('covers the demo numbers, with and without calls', () => {
    expect(samples.length).toBeGreaterThanOrEqual(200);
    expect(samples.some((sample) => sample.latest === null)).toBe(true);
    expect(samples.some((sample) => sample.latest !== null)).toBe(true);
    // Some numbers had no call in the last 24 hours, so the later windows are exercised too.
    expect(samples.some((sample) => sample.latest !== null && callsIn(sample.statistics, '1') === 0)).toBe(true);
  });

  it('has no latest call exactly when every window has no calls', () => {
    const wrong = samples.filter(
      (sample) => (sample.latest === null) !== WINDOWS.every((window) => callsIn(sample.statistics, window) === 0),
    );
    expect(wrong.map((sample) => sample.did)).toEqual([]);
  });

  it('dates the latest call in the shortest window that has calls', () => {
    const now = Date.parse(SEED_DATE);
    const wrong = samples.flatMap(({ did, statistics, latest }) => {
      if (latest === null) return [];
      const shortest = WINDOWS.find((window) => callsIn(statistics, window) > 0)!;
      const before = now - Date.parse(latest);
      const limit = Number(shortest) * DAY_MS;
      const lower = shortest === '1' ? 0 : (shortest === '7' ? 1 : 7) * DAY_MS;
      return before >= lower && before < limit ? [] : [`${did}: ${latest} for the ${shortest} day(s) window`];
    });
    expect(wrong).toEqual([]);
  });
});
