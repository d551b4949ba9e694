/**
 * The cancellation cart's numbers (spec "Cancellation flow"): POST customer/cart/cancellations/add and
 * GET customer/cart/cancellations. Reviewing and processing the cart come with issue 5.
 */
import { type AreaDeps, customerId } from '../env';
import { MESSAGES, badRequest } from '../errors';
import type { Router } from '../routing';
import { FieldErrors, idListField, readJson } from '../validation';

interface CartItemRow {
  id: number;
  did: string;
  country: string;
  area: string;
  type_of_service: string;
  cancellation_date: string;
}

export function registerCancellationRoutes(router: Router, { db }: AreaDeps): void {
  const items = db.prepare<[number], CartItemRow>(`SELECT c.id, d.did, k.name AS country, a.name AS area,
      st.name AS type_of_service, d.earliest_cancel AS cancellation_date
    FROM cancellation_cart c JOIN dids d ON d.id = c.did_id JOIN countries k ON k.id = d.country_id JOIN areas a ON a.id = d.area_id
    JOIN plans p ON p.id = d.plan_id JOIN did_service_types st ON st.id = p.tos
    WHERE c.customer_id = ? ORDER BY c.id`);
  const number = db.prepare<[number, number], { did: string; is_being_cancelled: number; in_cart: number }>(
    `SELECT d.did, d.is_being_cancelled, EXISTS (SELECT 1 FROM cancellation_cart c WHERE c.did_id = d.id) AS in_cart
     FROM dids d WHERE d.id = ? AND d.customer_id = ?`,
  );
  const insert = db.prepare<[number, number, string]>('INSERT INTO cancellation_cart (customer_id, did_id, created_at) VALUES (?, ?, ?)');

  router.resource('customer/cart/cancellations', {
    get: (c) => c.json(items.all(customerId(c)).map((row) => ({ ...row, isDedicatedChannel: false }))),
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
      db.transaction(() => ids.forEach((id) => insert.run(customer, id, now)))();
      return c.json({ message: 'Added to the cancellation cart.' });
    },
  });
}
