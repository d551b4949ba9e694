import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import type { DidGroup } from '@/providers/types';
import { demoMe } from '@/tests/support/shellFixtures';

export const group = (id: number, over: Partial<DidGroup> = {}): DidGroup => ({
  id,
  name: `Group ${id}`,
  country: { id: 1, name: 'Germany' },
  plan: { pk: 10, name: 'Berlin Capacity', is_pstn: false },
  plan_type: 1,
  channel_amount: 5,
  max_shared_channels: 100,
  is_default: false,
  default_group_id: 1,
  ...over,
});

export const defaultGroup = () =>
  group(1, {
    name: 'Default',
    is_default: true,
    default_group_id: null,
    dids: [
      { did: '49301', profile: null },
      { did: '49302', profile: 'Acme' },
    ],
  });
export const groupWithDids = () => group(5, { dids: [{ did: '49309', profile: 'Acme' }] });

/** Lookups of the filters and the new-group form. */
export function serveLookups() {
  server.use(
    http.get(api('customer/capacity/did-groups/countries/for-select'), () =>
      HttpResponse.json([
        { value: 1, name: 'Germany' },
        { value: 2, name: 'France' },
      ]),
    ),
    http.get(api('customer/capacity/did-groups/countries/1/plans/for-select'), () =>
      HttpResponse.json([
        { value: 10, name: 'Berlin Capacity', plan_type: 1, is_pstn: false },
        { value: 11, name: 'Mobile Capacity', plan_type: 2, is_pstn: true },
      ]),
    ),
  );
}

/** `taken` is the one name the unique check refuses. */
export function serveNameCheck(taken = 'Sales') {
  const asked: string[] = [];
  server.use(
    http.get(api('customer/capacity/did-groups/check-unique'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? '';
      asked.push(name);
      return HttpResponse.json({ unique: name !== taken });
    }),
  );
  return asked;
}

/** Serves group 5 and its default group 1; records every write. */
export function serveGroups() {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    writes.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1/', ''),
      body: text ? JSON.parse(text) : undefined,
    });
  };
  server.use(
    // The generated views read the customer's currency.
    http.get(api('customer/me'), () => HttpResponse.json(demoMe)),
    http.get(api('customer/capacity/did-groups/5'), () => HttpResponse.json(groupWithDids())),
    http.get(api('customer/capacity/did-groups/1'), () => HttpResponse.json(defaultGroup())),
    http.patch(api('customer/capacity/did-groups/:id/save'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({});
    }),
    http.patch(api('customer/capacity/did-groups/5'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(group(5));
    }),
    http.delete(api('customer/capacity/did-groups/:id'), async ({ request }) => {
      await record(request);
      if (request.url.endsWith('/1'))
        return HttpResponse.json({ detail: 'The default group cannot be deleted.' }, { status: 400 });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return writes;
}
