import { describe, expect, it } from 'vitest';
import { type NumberFacts, OUTBOUND_UNAVAILABLE, outboundOf, outboundRatesOf } from '@/sandbox/numbers/details';
import { isValidNumberOut } from '@/sandbox/numbers/routingRules';
import { latestCallStart, statisticsOf } from '@/sandbox/numbers/statistics';

const facts = (over: Partial<NumberFacts>): NumberFacts => ({
  countryName: 'Netherlands',
  tos: 3,
  capacity: true,
  outboundLt: false,
  outboundPstn: false,
  pstnPlanExists: true,
  ...over,
});

describe('outboundOf', () => {
  it('offers the LT upgrade while outbound is off, and the PSTN upgrade where the country has a PSTN plan', () => {
    expect(outboundOf(facts({}))).toEqual({
      lt: { active: false, can_be_upgraded: true },
      pstn: { active: false, can_be_upgraded: true },
      error_message: null,
    });
    expect(outboundOf(facts({ outboundLt: true, pstnPlanExists: false })).pstn).toEqual({
      active: false,
      can_be_upgraded: false,
    });
  });

  it('explains when a number can never call out', () => {
    expect(outboundOf(facts({ countryName: 'United States', pstnPlanExists: false })).error_message).toBe(
      OUTBOUND_UNAVAILABLE,
    );
  });

  it('has no outbound rates while outbound calling is off', () => {
    expect(outboundRatesOf(facts({}))).toEqual([]);
    expect(outboundRatesOf(facts({ outboundLt: true }))[0].destination).toBe('Netherlands fixed');
  });
});

describe('statisticsOf', () => {
  it('is the same for the same DID and differs between DIDs', () => {
    expect(statisticsOf('31201234567', true)).toEqual(statisticsOf('31201234567', true));
    expect(statisticsOf('31201234567', true)).not.toEqual(statisticsOf('31201234568', true));
  });

  it('has no outbound calls when outbound calling is off', () => {
    const { outbound } = statisticsOf('31201234567', false);
    expect(outbound['30']).toEqual({ scope: 'Last 30 days', successful_calls: 0, unsuccessful_calls: 0, minutes: 0 });
  });

  it('dates the latest call inside the shortest window with calls, and never when every window is empty', () => {
    const now = '2025-09-01T09:00:00.000Z';
    const dids = Array.from({ length: 40 }, (_, i) => `3120123${String(i).padStart(4, '0')}`);
    const calls = (row: { successful_calls: number; unsuccessful_calls: number }) =>
      row.successful_calls + row.unsuccessful_calls;
    for (const did of dids) {
      const start = latestCallStart(did, now);
      const { inbound, outbound } = statisticsOf(did, true);
      const windowWithCalls = (['1', '7', '30'] as const).find((w) => calls(inbound[w]) + calls(outbound[w]) > 0);
      if (!windowWithCalls) {
        expect(start).toBeNull();
        continue;
      }
      const before = Date.parse(now) - Date.parse(start!);
      expect(before).toBeGreaterThanOrEqual(0);
      expect(before).toBeLessThanOrEqual(Number(windowWithCalls) * 86_400_000);
    }
  });
});

describe('isValidNumberOut', () => {
  it('accepts 6 to 15 digits with an optional leading +', () => {
    expect(['123456', '+123456', '123456789012345', '+31201234567'].every(isValidNumberOut)).toBe(true);
    expect(['12345', '1234567890123456', '31 20 1234567', '++123456', '12345+6', ''].some(isValidNumberOut)).toBe(
      false,
    );
  });
});
