import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { answer, Client, freshSandbox, signedIn, type App } from './client';
import type { Trunk } from '@/providers/types';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const metered = () => signedIn(app, 'metered');
const newTrunk = { name: 'Rotterdam SBC', type_id: 1, prefix: '192.0.2.200' };

describe('customer/trunks', () => {
  it('lists the customer’s trunks with the number of DIDs counted from its numbers', async () => {
    const page = (await (await demo.get('customer/trunks')).json()) as { results: Trunk[]; count: number };
    expect(page.count).toBe(3);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Amsterdam SBC primary',
      type: { id: 1, name: 'Inbound' },
      prefix: '192.0.2.10',
      channels: 30,
      amount_dids: expect.any(Number),
    });
    const counted = db
      .prepare<[], { id: number; n: number }>(
        'SELECT t.id, (SELECT count(*) FROM dids d WHERE d.customer_trunk_id = t.id) AS n FROM trunks t WHERE t.customer_id = 1 ORDER BY t.id',
      )
      .all();
    expect(page.results.map((t) => [t.id, t.amount_dids])).toEqual(counted.map((t) => [t.id, t.n]));
    expect(page.results.reduce((sum, t) => sum + t.amount_dids, 0)).toBeGreaterThan(150);
    expect(page.results[2].type).toEqual({ id: 2, name: 'Outbound' });
  });

  it('answers the trunks for a select, and one trunk; another customer’s trunk is not found', async () => {
    const choices = (await (await demo.get('customer/trunks/for-select')).json()) as { value: number; name: string }[];
    expect(choices.map((c) => c.name)).toEqual([
      'Amsterdam outbound',
      'Amsterdam SBC primary',
      'Frankfurt SBC failover',
    ]);
    const one = (await (await demo.get(`customer/trunks/${choices[0].value}`)).json()) as Trunk;
    expect(one).toMatchObject({ name: 'Amsterdam outbound', prefix: null, amount_dids: 0 });
    const theirs = (await (await (await metered()).get('customer/trunks/for-select')).json()) as { value: number }[];
    expect((await answer(await demo.get(`customer/trunks/${theirs[0].value}`))).status).toBe(404);
    expect((await answer(await demo.put(`customer/trunks/${theirs[0].value}`, newTrunk))).status).toBe(404);
    expect((await demo.get('customer/trunks/99999')).status).toBe(404);
  });

  it('creates a trunk without channels and updates it', async () => {
    const created = await demo.post('customer/trunks', newTrunk);
    expect(created.status).toBe(201);
    const trunk = (await created.json()) as Trunk;
    expect(trunk).toEqual({
      id: expect.any(Number),
      name: 'Rotterdam SBC',
      type: { id: 1, name: 'Inbound' },
      prefix: '192.0.2.200',
      channels: 0,
      amount_dids: 0,
    });
    const updated = await answer(
      await demo.put(`customer/trunks/${trunk.id}`, { name: 'Rotterdam out', type_id: '2', prefix: '' }),
    );
    expect(updated).toEqual({
      status: 200,
      body: { ...trunk, name: 'Rotterdam out', type: { id: 2, name: 'Outbound' }, prefix: null },
    });
    // Keeping its own name is no duplicate.
    expect((await demo.put(`customer/trunks/${trunk.id}`, { name: 'ROTTERDAM OUT', type_id: 2 })).status).toBe(200);
  });

  it('refuses a missing name, a duplicate name, a bad type and a prefix that is no IPv4 address', async () => {
    expect(await answer(await demo.post('customer/trunks', {}))).toEqual({
      status: 400,
      body: { name: ['This field is required.'], type_id: ['This field is required.'] },
    });
    expect(
      await answer(
        await demo.post('customer/trunks', { name: 'amsterdam sbc PRIMARY', type_id: 3, prefix: '300.1.1.1' }),
      ),
    ).toEqual({
      status: 400,
      body: {
        name: ['A trunk with this name already exists.'],
        type_id: ['Select a valid trunk type.'],
        prefix: ['Enter a valid IPv4 address.'],
      },
    });
    const other = (await (await demo.get('customer/trunks')).json()) as { results: Trunk[] };
    const renamed = await answer(
      await demo.put(`customer/trunks/${other.results[1].id}`, { name: 'Amsterdam outbound', type_id: 1 }),
    );
    expect(renamed).toEqual({ status: 400, body: { name: ['A trunk with this name already exists.'] } });
    // Another customer's trunk names do not count.
    expect((await demo.post('customer/trunks', { name: 'Lyon Asterisk', type_id: 1 })).status).toBe(201);
  });

  it('needs a token and the CSRF header', async () => {
    expect((await new Client(app).get('customer/trunks')).status).toBe(401);
    expect((await demo.post('customer/trunks', newTrunk, { csrf: false })).status).toBe(403);
  });
});
