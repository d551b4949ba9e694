/** The scales of the calls-per-day chart: pure functions, tested on their own. */

/**
 * The value axis' ticks for counts up to `max`: 0 then equal whole steps of 1, 2 or 5 times a power of ten, about four
 * of them, the last one at or above `max`.
 */
export function axisTicks(max: number, intervals = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power,
  );
  const ticks = [0];
  while (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

/**
 * The indices of the days that get a label: every n-th day, at most `most` of them, starting half a step in so that
 * the first and last labels, centred under their columns, stay inside the plot.
 */
export function labelledDays(count: number, most: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / most));
  const indices: number[] = [];
  for (let index = Math.floor(step / 2); index < count; index += step) indices.push(index);
  return indices;
}
