/** Backend health and the deployed frontend version (spec part 2 section 4). */
import { apiUrl } from '@/providers/http';

/** GET health: true when the backend answers 2xx. */
export async function checkHealth(): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('health'), { credentials: 'include', cache: 'no-store' });
    // Read to its end: an answer that may not be stored (no-store) and is never read keeps its request, and the
    // connection under it, open; ten checks would hold the browser's connections to the server.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}

/** The version file at the site root, with a cache-busting query. */
export async function fetchDeployedVersion(now = Date.now()): Promise<string> {
  const response = await fetch(`/version.json?t=${now}`, { cache: 'no-store' });
  if (!response.ok) {
    // Not awaited: a cancel may settle only when the server's side does.
    void response.body?.cancel().catch(() => undefined);
    throw new Error(`version check failed: ${response.status}`);
  }
  const { version } = (await response.json()) as { version: string };
  return version;
}
