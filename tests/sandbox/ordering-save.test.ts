import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type { BackorderState, CartDidLine } from '@/providers/types';
import {
  AMSTERDAM,
  BLOCKED_PROFILE,
  DEMO_PROFILE,
  DEMO_TRUNK,
  GEOGRAPHIC,
  GRONINGEN,
  json,
  METERED_PROFILE,
  METERED_TRUNK,
  NL_GEO,
  prefixPath,
} from './ordering-fixtures';

let app: App;
let demo: Client;
let lines: CartDidLine[];
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
  lines = await json<CartDidLine[]>(await demo.get(`customer/cart/dids/${prefixPath(NL_GEO, GEOGRAPHIC, AMSTERDAM)}`));
});

const valid = (id: number) => ({ id, profile: DEMO_PROFILE, trunk: DEMO_TRUNK, use_case: 2 });

describe('saving cart lines', () => {
  it('saves DID lines with end user, trunk and use case', async () => {
    const response = await answer(
      await demo.post(
        'customer/cart/dids/save',
        lines.map((l) => valid(l.id)),
      ),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      lines.map((l) => ({ ...l, profile: DEMO_PROFILE, trunk: DEMO_TRUNK, use_case: 2, saved: true })),
    );
  });

  it('answers one error object per line in the order sent, and saves nothing', async () => {
    const [a, b] = lines;
    const response = await answer(
      await demo.post('customer/cart/dids/save', [
        valid(a.id),
        { id: b.id, profile: BLOCKED_PROFILE, trunk: METERED_TRUNK, use_case: 99 },
      ]),
    );
    expect(response).toEqual({
      status: 400,
      body: [
        {},
        {
          profile: ['This end user is blocked.'],
          trunk: ['Select a valid trunk.'],
          use_case: ['Select a valid DID Service type.'],
        },
      ],
    });
    const after = await json<CartDidLine[]>(
      await demo.get(`customer/cart/dids/${prefixPath(NL_GEO, GEOGRAPHIC, AMSTERDAM)}`),
    );
    expect(after.every((l) => !l.saved && l.profile === null)).toBe(true);
  });

  it("refuses missing fields, another customer's end user and a line not in the cart", async () => {
    const response = await answer(
      await demo.post('customer/cart/dids/save', [
        { id: lines[0].id },
        { id: lines[1].id, profile: METERED_PROFILE, trunk: DEMO_TRUNK, use_case: 1 },
        { ...valid(999) },
      ]),
    );
    expect(response).toEqual({
      status: 400,
      body: [
        {
          profile: ['This field is required.'],
          trunk: ['This field is required.'],
          use_case: ['This field is required.'],
        },
        { profile: ['Select a valid end user.'] },
        { id: ['Select a valid cart line.'] },
      ],
    });
  });

  it('saves backorder lines through their own call only', async () => {
    const { id } = await json<BackorderState>(
      await demo.post('customer/cart/backorders/add', {
        amount: 2,
        plan: NL_GEO,
        plan_type: GEOGRAPHIC,
        area: GRONINGEN,
      }),
    );
    if (id === null) throw new Error('no backorder line');
    expect(await answer(await demo.post('customer/cart/dids/save', [valid(id)]))).toEqual({
      status: 400,
      body: [{ id: ['Select a valid cart line.'] }],
    });
    expect(await answer(await demo.post('customer/cart/backorders/save', [valid(lines[0].id)]))).toEqual({
      status: 400,
      body: [{ id: ['Select a valid cart line.'] }],
    });
    const saved = await json<CartDidLine[]>(await demo.post('customer/cart/backorders/save', [valid(id)]));
    expect(saved).toEqual([expect.objectContaining({ id, is_backorder: true, amount: 2, saved: true, use_case: 2 })]);
  });

  it('refuses a body that is not a list', async () => {
    expect((await demo.post('customer/cart/dids/save', valid(lines[0].id))).status).toBe(400);
    expect((await demo.post('customer/cart/dids/save', [])).status).toBe(400);
  });
});
