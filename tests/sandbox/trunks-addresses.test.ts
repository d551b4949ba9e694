import { beforeEach, describe, expect, it } from 'vitest';
import { answer, Client, freshSandbox, signedIn, type App } from './client';
import type { TrunkAddress as Address } from '@/providers/types';

let app: App;
let demo: Client;
let trunkId: number;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
  const created = await demo.post('customer/trunks', { name: 'New SBC', type_id: 1 });
  trunkId = ((await created.json()) as { id: number }).id;
});

const path = () => `customer/trunks/${trunkId}/ip-addresses`;
const primary = { address: '192.0.2.50', port: 5060, primary: true, failover: false };
const failover = { address: 'sbc-b.example.net', port: 5080, primary: false, failover: true };
const refusal = (message: string) => ({ status: 400, body: { non_field_errors: [message] } });

describe('customer/trunks/{id}/ip-addresses', () => {
  it('lists the seeded primary and failover of a trunk on port 5060', async () => {
    const trunks = (await (await demo.get('customer/trunks')).json()) as { results: { id: number }[] };
    const list = (await (await demo.get(`customer/trunks/${trunks.results[0].id}/ip-addresses`)).json()) as Address[];
    expect(list).toEqual([
      { id: expect.any(Number), address: '192.0.2.10', port: 5060, failover: false, primary: true },
      { id: expect.any(Number), address: '192.0.2.11', port: 5060, failover: true, primary: false },
    ]);
  });

  it('creates addresses one at a time (a failover may come first) and deletes one', async () => {
    const first = await answer(await demo.post(path(), failover));
    expect(first).toEqual({ status: 201, body: { id: expect.any(Number), ...failover } });
    expect((await demo.post(path(), primary)).status).toBe(201);
    expect(((await (await demo.get(path())).json()) as Address[]).map((a) => a.address)).toEqual([
      'sbc-b.example.net',
      '192.0.2.50',
    ]);
    const { id } = first.body as Address;
    expect((await demo.delete(`${path()}/${id}`)).status).toBe(204);
    expect((await demo.delete(`${path()}/${id}`)).status).toBe(404);
    expect(((await (await demo.get(path())).json()) as Address[]).map((a) => a.address)).toEqual(['192.0.2.50']);
  });

  it('refuses both flags, no flag and a second primary', async () => {
    expect(await answer(await demo.post(path(), { ...primary, failover: true }))).toEqual(
      refusal('Only one can be chosen - primary or failover'),
    );
    expect(await answer(await demo.post(path(), { ...primary, primary: false }))).toEqual(
      refusal('One of primary or failover is required.'),
    );
    await demo.post(path(), primary);
    expect(await answer(await demo.post(path(), { ...primary, address: '192.0.2.51' }))).toEqual(
      refusal('Only one primary trunk address is allowed.'),
    );
  });

  it('refuses a missing or bad address and port', async () => {
    expect(await answer(await demo.post(path(), { primary: true, failover: false }))).toEqual({
      status: 400,
      body: { address: ['This field is required.'], port: ['This field is required.'] },
    });
    expect(await answer(await demo.post(path(), { ...primary, address: '300.1.2.3', port: 0 }))).toEqual({
      status: 400,
      body: {
        address: ['Enter a valid IPv4 address or host name.'],
        port: ['Ensure this value is greater than or equal to 1.'],
      },
    });
    expect((await answer(await demo.post(path(), { ...primary, port: 65536 }))).body).toEqual({
      port: ['Ensure this value is less than or equal to 65535.'],
    });
    expect((await answer(await demo.post(path(), { ...primary, port: 'sip' }))).body).toEqual({
      port: ['A valid integer is required.'],
    });
  });

  it('saves the edit screen in one call: updates existing rows and creates the temporary ones', async () => {
    const saved = (await (await demo.post(path(), primary)).json()) as Address;
    const body = [
      { ...saved, primary: false, failover: true },
      { id: 'new-1', ...primary, address: 'sbc-c.example.net' },
    ];
    const answered = await answer(await demo.post(`${path()}/update`, body));
    expect(answered).toEqual({
      status: 200,
      body: [
        { id: saved.id, address: '192.0.2.50', port: 5060, primary: false, failover: true },
        { id: expect.any(Number), address: 'sbc-c.example.net', port: 5060, primary: true, failover: false },
      ],
    });
  });

  it('refuses a bulk save that leaves no primary or two, and unknown rows', async () => {
    const saved = (await (await demo.post(path(), primary)).json()) as Address;
    expect(await answer(await demo.post(`${path()}/update`, [{ ...saved, primary: false, failover: true }]))).toEqual(
      refusal('Primary trunk address is required.'),
    );
    expect(await answer(await demo.post(`${path()}/update`, [{ id: 'new-1', ...primary }]))).toEqual(
      refusal('Only one primary trunk address is allowed.'),
    );
    expect(await answer(await demo.post(`${path()}/update`, [{ ...saved, failover: true }]))).toEqual(
      refusal('Only one can be chosen - primary or failover'),
    );
    expect((await demo.post(`${path()}/update`, [{ ...saved, id: 99999 }])).status).toBe(404);
    expect((await demo.post(`${path()}/update`, { ...saved })).status).toBe(400);
    expect((await (await demo.get(path())).json()) as Address[]).toEqual([saved]);
  });

  it('another customer’s trunk is not found', async () => {
    const metered = await signedIn(app, 'metered');
    expect((await metered.get(path())).status).toBe(404);
    expect((await metered.post(path(), primary)).status).toBe(404);
    expect((await metered.post(`${path()}/update`, [])).status).toBe(404);
  });
});
