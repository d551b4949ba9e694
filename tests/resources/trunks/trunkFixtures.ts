import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import type { Trunk, TrunkAddress } from '@/providers/types';
import { demoMe } from '@/tests/support/shellFixtures';

export const trunkRow = (id: number, over: Partial<Trunk> = {}): Trunk => ({
  id,
  name: `Trunk ${id}`,
  type: { id: 1, name: 'Inbound' },
  prefix: '10.0.0.1',
  channels: 30,
  amount_dids: 4,
  ...over,
});

export const address = (id: number, over: Partial<TrunkAddress> = {}): TrunkAddress => ({
  id,
  address: `10.0.0.${id}`,
  port: 5060,
  primary: id === 1,
  failover: id !== 1,
  ...over,
});

/** Serves trunk 7 and its addresses; records every write. */
export function serveTrunk(addresses: TrunkAddress[] = [address(1)]) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    writes.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1/', ''),
      body: text ? JSON.parse(text) : undefined,
    });
  };
  let nextId = 100;
  server.use(
    // The generated views' formats read the customer's currency.
    http.get(api('customer/me'), () => HttpResponse.json(demoMe)),
    http.get(api('customer/trunks/7'), () => HttpResponse.json(trunkRow(7))),
    http.get(api('customer/trunks/7/ip-addresses'), () => HttpResponse.json(addresses)),
    http.post(api('customer/trunks/7/ip-addresses'), async ({ request }) => {
      const body = (await request.clone().json()) as Omit<TrunkAddress, 'id'>;
      await record(request);
      nextId += 1;
      return HttpResponse.json({ id: nextId, ...body }, { status: 201 });
    }),
    http.post(api('customer/trunks/7/ip-addresses/update'), async ({ request }) => {
      const body = (await request.clone().json()) as TrunkAddress[];
      await record(request);
      return HttpResponse.json(body);
    }),
    http.delete(api('customer/trunks/7/ip-addresses/:addressId'), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(api('customer/trunks/7'), async ({ request }) => {
      const body = (await request.clone().json()) as { name: string };
      await record(request);
      return HttpResponse.json(trunkRow(7, { name: body.name }));
    }),
  );
  return writes;
}
