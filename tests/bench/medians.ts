/** A route's Lighthouse figures, and their medians over several runs (`npm run bench -- --runs N`). */

export interface RouteFigures {
  route: string;
  score: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  kB: number;
}

/**
 * `--runs N`: each route measured N times, in rounds (every route once, then again), and the medians reported. A
 * route's blocking time moves by up to 100 ms between two runs on a two-core machine, and a slow minute of the machine
 * falls on a few routes of one round rather than on every run of one route.
 */
export function runCount(argv = process.argv): number {
  const index = argv.indexOf('--runs');
  const runs = index >= 0 ? Number(argv[index + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1');
  return runs;
}

/** Each figure's median over the runs of one route (the middle run, or the mean of the two middle ones). */
export function medianFigures(runs: readonly RouteFigures[]): RouteFigures {
  const median = (pick: (figures: RouteFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return {
    route: runs[0].route,
    score: median((figures) => figures.score),
    accessibility: median((figures) => figures.accessibility),
    lcpMs: median((figures) => figures.lcpMs),
    cls: median((figures) => figures.cls),
    tbtMs: median((figures) => figures.tbtMs),
    kB: median((figures) => figures.kB),
  };
}
