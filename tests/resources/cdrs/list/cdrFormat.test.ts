/** The call records' pure rules (issue 13 item 6): durations as m:ss, quick ranges, From not after To. */
import { describe, expect, it } from 'vitest';
import { fromNotAfterTo, quickRange, trafficTypeName } from '@/resources/cdrs/list/cdrFormat';
import { formatDuration } from '@/src/console/kinds/duration';

describe('formatDuration (m:ss)', () => {
  it('pads the seconds, not the minutes', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(4505)).toBe('75:05');
  });
});

describe('quickRange', () => {
  it('ends at the minute after now and starts that many hours before, in UTC', () => {
    const now = new Date(Date.UTC(2026, 2, 5, 9, 7, 42));
    expect(quickRange(24, now)).toEqual({ from: '2026-03-04T09:08:00Z', to: '2026-03-05T09:08:00Z' });
    expect(quickRange(7 * 24, now).from).toBe('2026-02-26T09:08:00Z');
  });
});

describe('fromNotAfterTo', () => {
  it('refuses a From after To, and nothing else', () => {
    expect(fromNotAfterTo('2026-03-02T10:00:00Z', { to: '2026-03-01T10:00:00Z' })).toBe(
      'reports.cdrs.filters.fromAfterTo',
    );
    expect(fromNotAfterTo('2026-03-01T10:00:00Z', { to: '2026-03-01T10:00:00Z' })).toBeUndefined();
    expect(fromNotAfterTo('2026-03-02T10:00:00Z', {})).toBeUndefined();
    expect(fromNotAfterTo('2026-03-02T10:00:00Z', { to: '01/03/2026 1' })).toBeUndefined();
  });
});

describe('trafficTypeName', () => {
  it('reads a name or an object carrying one', () => {
    expect(trafficTypeName('Inbound')).toBe('Inbound');
    expect(trafficTypeName({ name: 'Outbound' })).toBe('Outbound');
    expect(trafficTypeName(null)).toBe('');
  });
});
