/**
 * The palette's recent choices, newest first, in localStorage under a portal key (recentKey.ts). They name the customer's
 * numbers, orders, tickets and end users: `forgetSession` (src/system/forgetSession.ts) removes them when a session ends.
 */
import { RECENT_KEY } from './recentKey';

export { RECENT_KEY };
const MAX_RECENT = 5;

export type RecentKind = 'page' | 'numbers' | 'orders' | 'tickets' | 'profiles';

export interface RecentChoice {
  kind: RecentKind;
  /** The link key under `shell.nav.links` (a page, shown in the current language), else the text shown. */
  label: string;
  detail?: string;
  path: string;
}

const KINDS: readonly string[] = ['page', 'numbers', 'orders', 'tickets', 'profiles'];

const isChoice = (value: unknown): value is RecentChoice => {
  if (!value || typeof value !== 'object') return false;
  const { kind, label, path, detail } = value as Record<string, unknown>;
  return (
    typeof kind === 'string' &&
    KINDS.includes(kind) &&
    typeof label === 'string' &&
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    (detail === undefined || typeof detail === 'string')
  );
};

export function readRecentChoices(): RecentChoice[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isChoice).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberChoice(choice: RecentChoice): void {
  const others = readRecentChoices().filter((item) => item.path !== choice.path);
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify([choice, ...others].slice(0, MAX_RECENT)));
  } catch {
    // Storage full or refused (private mode): the palette works without recents.
  }
}
