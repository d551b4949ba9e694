/** The calls-per-day chart's scales: whole-number ticks that read at a glance, and day labels that fit a phone. */
import { describe, expect, it } from 'vitest';
import { axisTicks, labelledDays } from '@/resources/cdrs/list/cdrChartScale';

describe('axisTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, from 0 to the first tick at or above the busiest day', () => {
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(120)).toEqual([0, 50, 100, 150]);
    expect(axisTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('never steps by less than one call', () => {
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });

  it('draws an axis of 0 to 1 for days without calls', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});

describe('labelledDays', () => {
  it('labels every n-th day from half a step in, at most the number asked', () => {
    expect(labelledDays(31, 6)).toEqual([3, 9, 15, 21, 27]);
    expect(labelledDays(92, 5)).toEqual([9, 28, 47, 66, 85]);
    expect(labelledDays(7, 6)).toEqual([1, 3, 5]);
  });

  it('labels every day when they are few, none when there are none', () => {
    expect(labelledDays(3, 6)).toEqual([0, 1, 2]);
    expect(labelledDays(0, 6)).toEqual([]);
  });
});
