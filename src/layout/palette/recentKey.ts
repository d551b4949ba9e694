/**
 * Where the palette keeps its recent choices (recentChoices.ts), and their forgetting: `forgetSession` calls it when a
 * session ends. Apart from the rest, so that the first chunk (which holds forgetSession) carries only these lines.
 */
export const RECENT_KEY = 'did-portal.palette.recent';

export function forgetRecentChoices(): void {
  try {
    window.localStorage.removeItem(RECENT_KEY);
  } catch {
    // Nothing was kept.
  }
}
