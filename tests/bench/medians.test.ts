import { describe, expect, it } from 'vitest';
import { medianFigures, runCount, type RouteFigures } from '@/tests/bench/medians';

const run = (tbtMs: number, score: number, lcpMs = 3000): RouteFigures => ({
  route: '/numbers/existing',
  score,
  accessibility: 100,
  lcpMs,
  cls: 0,
  tbtMs,
  kB: 300,
});

describe('the bench medians', () => {
  it('a slow run of three does not move the route median', () => {
    const median = medianFigures([run(160, 91), run(720, 74, 3100), run(180, 90)]);
    expect(median).toMatchObject({ route: '/numbers/existing', tbtMs: 180, score: 90, lcpMs: 3000 });
  });

  it('takes each figure on its own: the median TBT and the median score may come from different runs', () => {
    expect(medianFigures([run(100, 80), run(300, 95), run(200, 85)])).toMatchObject({ tbtMs: 200, score: 85 });
  });

  it('two runs give their mean', () => {
    expect(medianFigures([run(100, 80), run(300, 90)])).toMatchObject({ tbtMs: 200, score: 85 });
  });

  it('--runs defaults to one and refuses what is not a whole number of runs', () => {
    expect(runCount(['node', 'run.ts'])).toBe(1);
    expect(runCount(['node', 'run.ts', '--runs', '3'])).toBe(3);
    expect(() => runCount(['node', 'run.ts', '--runs', '0'])).toThrow(/at least 1/);
    expect(() => runCount(['node', 'run.ts', '--runs', 'two'])).toThrow(/whole number/);
  });
});
