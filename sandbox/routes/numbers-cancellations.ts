/**
 * The cancellation cart (spec "Cancellation flow"): GET customer/cart/cancellations (numbers and channels) and
 * POST customer/cart/cancellations/add (numbers). Removing items and processing: routes/cancellation-cart.ts.
 */
import { cancellationCartObject, record } from '@/sandbox/activity';
import { cancellationIdAllocator } from '@/sandbox/channels/cancellationIds';
import { cancellationItemsQuery } from '@/sandbox/channels/cancellationItems';
import { type AreaDeps, customerId } from '@/sandbox/env';
import { MESSAGES, badRequest } from '@/sandbox/errors';
import type { Router } from '@/sandbox/routing';
import { FieldErrors, idListField, readJson } from '@/sandbox/validation';

export function registerCancellationRoutes(router: Router, { db }: AreaDeps): void {
  const items = cancellationItemsQuery(db);
  const nextId = cancellationIdAllocator(db);
  const number = db.prepare<[number, number], { did: string; is_being_cancelled: number; in_cart: number }>(
    `SELECT d.did, d.is_being_cancelled, EXISTS (SELECT 1 FROM cancellation_cart c WHERE c.did_id = d.id) AS in_cart
     FROM dids d WHERE d.id = ? AND d.customer_id = ?`,
  );
  const insert = db.prepare<[number, number, number, string]>(
    'INSERT INTO cancellation_cart (id, customer_id, did_id, created_at) VALUES (?, ?, ?, ?)',
  );

  router.resource('customer/cart/cancellations', {
    get: (c) => c.json(items(customerId(c))),
  });

  router.resource('customer/cart/cancellations/add', {
    post: async (c) => {
      const customer = customerId(c);
      const errors = new FieldErrors();
      const body = await readJson(c);
      const ids = idListField(body, 'ids', errors, (id) => number.get(id, customer) !== undefined);
      if (!errors.has('ids') && ids.length === 0) errors.add('ids', MESSAGES.required);
      errors.check();
      // All or nothing: the first number that cannot be added refuses the whole request.
      for (const id of ids) {
        const row = number.get(id, customer)!;
        if (row.is_being_cancelled === 1) throw badRequest({ detail: `${row.did} is already being cancelled.` });
        if (row.in_cart === 1) throw badRequest({ detail: `${row.did} is already in the cancellation cart.` });
      }
      const now = new Date().toISOString();
      db.transaction(() => ids.forEach((id) => insert.run(nextId(), customer, id, now)))();
      const added = ids.map((id) => `+${number.get(id, customer)!.did}`).join(', ');
      record(c, 'cancellation_cart_change', cancellationCartObject(c), `Added to the cancellation cart: ${added}`);
      return c.json({ message: 'Added to the cancellation cart.' });
    },
  });
}
