/** Seconds as m:ss, minutes unbounded (75 min 5 s is 75:05), right-aligned. */
import { numberKind } from './number';
import { isBlank, plain, type Kind } from './kind';

/** A value that is no duration is shown as it came. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return String(seconds);
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export const durationKind: Kind = {
  ...numberKind,
  text: (value) => (isBlank(value) ? '' : typeof value === 'number' ? formatDuration(value) : plain(value)),
};
