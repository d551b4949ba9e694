import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@/tests/support/msw';
import * as reporting from '@/src/system/reporting';
import { useVersionCheck } from '@/src/system/useVersionCheck';
import { steerableClock } from '@/tests/support/clock';

// Spied exports rather than mocked modules: the file shares the dom project's modules (vitest.config.ts).
const reportInfo = vi.spyOn(reporting, 'reportInfo');

const VERSION_URL = 'http://localhost:3000/version.json';

function serveVersion(answer: () => Response) {
  const asked: URL[] = [];
  server.use(
    mswHttp.get(VERSION_URL, ({ request }) => {
      asked.push(new URL(request.url));
      return answer();
    }),
  );
  return asked;
}

beforeEach(() => {
  reportInfo.mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  reportInfo.mockReset();
});

afterAll(() => reportInfo.mockRestore());

describe('useVersionCheck', () => {
  it('polls the version file every 30 s with a cache-busting query', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const asked = serveVersion(() => HttpResponse.json({ version: __APP_VERSION__ }));
    const { result } = renderHook(() => useVersionCheck());
    act(() => vi.advanceTimersByTime(29_999));
    expect(asked).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    act(() => vi.advanceTimersByTime(30_000));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0].searchParams.get('t')).not.toBeNull();
    expect(result.current.outdated).toBe(false);
  });

  it('is outdated once the deployed version differs from the running one', async () => {
    expect(__APP_VERSION__).toBe('v2025.09.02');
    serveVersion(() => HttpResponse.json({ version: 'v2025.10.01' }));
    const { result } = renderHook(() => useVersionCheck({ intervalMs: 10 }));
    expect(result.current.outdated).toBe(false);
    await waitFor(() => expect(result.current.outdated).toBe(true));
  });

  it('reports a failed check as info and stays current', async () => {
    const asked = serveVersion(() => new HttpResponse('gone', { status: 404 }));
    const { result } = renderHook(() => useVersionCheck({ intervalMs: 10 }));
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(reportInfo).toHaveBeenCalledWith(expect.stringContaining('404')));
    expect(result.current.outdated).toBe(false);
  });

  it('stops polling when unmounted', async () => {
    const clock = steerableClock();
    const asked = serveVersion(() => HttpResponse.json({ version: __APP_VERSION__ }));
    const { unmount } = renderHook(() => useVersionCheck({ intervalMs: 60_000 }));
    await clock.pass(60_000);
    await waitFor(() => expect(asked).toHaveLength(1));
    unmount();
    // Ten intervals more.
    await clock.pass(600_000);
    expect(asked).toHaveLength(1);
  });
});
