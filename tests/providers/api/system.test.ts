import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { checkHealth, fetchDeployedVersion } from '@/providers/api/system';

describe('checkHealth', () => {
  it('is healthy on 200 from GET health', async () => {
    server.use(mswHttp.get(api('health'), () => HttpResponse.json({ status: 'ok' })));
    expect(await checkHealth()).toBe(true);
  });

  it('is not healthy during maintenance or when the network fails', async () => {
    server.use(
      mswHttp.get(api('health'), () => HttpResponse.json({}, { status: 503, headers: { 'X-Maintenance': '1' } })),
    );
    expect(await checkHealth()).toBe(false);
    server.use(mswHttp.get(api('health'), () => HttpResponse.error()));
    expect(await checkHealth()).toBe(false);
  });
});

describe('fetchDeployedVersion', () => {
  it('reads the version file at the site root with a cache-busting query', async () => {
    let asked: URL | undefined;
    server.use(
      mswHttp.get('http://localhost:3000/version.json', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ version: 'v2025.09.02' });
      }),
    );
    expect(await fetchDeployedVersion(1234)).toBe('v2025.09.02');
    expect(asked?.searchParams.get('t')).toBe('1234');
  });
});
