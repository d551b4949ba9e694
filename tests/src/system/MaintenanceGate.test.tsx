import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { http } from '@/providers/http';
import * as systemApi from '@/providers/api/system';
import { getAvailability, setAvailability } from '@/src/system/availability';
import { MaintenanceGate } from '@/src/system/MaintenanceGate';
import * as maintenancePage from '@/src/pages/system/MaintenancePage';
import type { MaintenancePageProps } from '@/src/pages/system/MaintenancePage';

// Spied exports rather than mocked modules: the file shares the dom project's modules (vitest.config.ts).
const health = vi.spyOn(systemApi, 'checkHealth');
// The page belongs to its own screen tests; here it only shows what the gate tells it.
const page = vi.spyOn(maintenancePage, 'default');
beforeAll(() => {
  page.mockImplementation(({ checking, gaveUp, onRetry }: MaintenancePageProps) => (
    <div>
      <h1>We&apos;ll be back soon!</h1>
      {checking && <p>checking</p>}
      {gaveUp && <button onClick={onRetry}>Try again</button>}
    </div>
  ));
});
afterAll(() => {
  health.mockRestore();
  page.mockRestore();
});

function renderGate() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['customer/balance'], { balance: '10.00' });
  render(
    <QueryClientProvider client={queryClient}>
      <MaintenanceGate>
        <p>Numbers screen</p>
      </MaintenanceGate>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Lets pending health checks answer, then moves the clock on. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  health.mockReset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  act(() => setAvailability('available'));
});

describe('availability', () => {
  it('is available by default and becomes unavailable on a 503 with X-Maintenance only', async () => {
    vi.useRealTimers();
    expect(getAvailability()).toBe('available');
    server.use(mswHttp.get(api('customer/me'), () => HttpResponse.json({}, { status: 503 })));
    await http('customer/me').catch(() => undefined);
    expect(getAvailability()).toBe('available');
    server.use(
      mswHttp.get(api('customer/me'), () => HttpResponse.json({}, { status: 503, headers: { 'X-Maintenance': '1' } })),
    );
    await http('customer/me').catch(() => undefined);
    expect(getAvailability()).toBe('unavailable');
  });
});

describe('MaintenanceGate', () => {
  it('shows the portal while the backend is available, without checking health', async () => {
    renderGate();
    await wait(10_000);
    expect(screen.getByText('Numbers screen')).toBeInTheDocument();
    expect(health).not.toHaveBeenCalled();
  });

  it('checks health 10 times, 3 s apart, then gives up', async () => {
    health.mockResolvedValue(false);
    renderGate();
    act(() => setAvailability('unavailable'));
    expect(screen.getByText("We'll be back soon!")).toBeInTheDocument();
    expect(screen.queryByText('Numbers screen')).not.toBeInTheDocument();
    await wait(0);
    expect(health).toHaveBeenCalledTimes(1);
    await wait(2999);
    expect(health).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(health).toHaveBeenCalledTimes(2);
    expect(screen.getByText('checking')).toBeInTheDocument();

    await wait(8 * 3000);
    expect(health).toHaveBeenCalledTimes(10);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('checking')).not.toBeInTheDocument();
    await wait(60_000);
    expect(health).toHaveBeenCalledTimes(10);
  });

  it('after giving up, retry starts another round of checks', async () => {
    health.mockResolvedValue(false);
    renderGate();
    act(() => setAvailability('unavailable'));
    await wait(9 * 3000);
    expect(health).toHaveBeenCalledTimes(10);

    health.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('checking')).toBeInTheDocument();
    await wait(3000);
    expect(health).toHaveBeenCalledTimes(12);
    expect(screen.getByText('Numbers screen')).toBeInTheDocument();
  });

  it('on recovery shows the portal again and marks cached answers stale so that screens reload', async () => {
    health.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const queryClient = renderGate();
    act(() => setAvailability('unavailable'));
    await wait(0);
    expect(screen.queryByText('Numbers screen')).not.toBeInTheDocument();
    await wait(3000);
    expect(health).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Numbers screen')).toBeInTheDocument();
    expect(getAvailability()).toBe('available');
    expect(queryClient.getQueryState(['customer/balance'])?.isInvalidated).toBe(true);
  });
});
