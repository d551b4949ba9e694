/**
 * The cart (spec part 1, "Cart"): the checkout summary that the bar's cart icon counts (one row per line of every kind),
 * the checkout that turns the cart into an incomplete order, and emptying the cart.
 */
import { cartObject, record } from '@/sandbox/activity';
import { type AreaDeps, customerId } from '@/sandbox/env';
import { money } from '@/sandbox/money';
import { checkoutCommand, CONFIGURED_KINDS } from '@/sandbox/ordering/checkout';
import { readJson } from '@/sandbox/validation';
import type { Router } from '@/sandbox/routing';
import type { CartLineKind } from '@/providers/types';

interface CartLineRow {
  id: number;
  kind: CartLineKind;
  description: string;
  amount: number;
  mrc_cents: number;
  nrc_cents: number;
  plan_id: number;
  plan_type: number;
  area_id: number | null;
  saved: number;
}

export function registerCartRoutes(router: Router, { db }: AreaDeps): void {
  const lines = db.prepare<[number], CartLineRow>(
    `SELECT l.id, l.kind, l.description, l.amount, l.mrc_cents, l.nrc_cents, l.plan_id, p.plan_type, l.area_id, l.saved
     FROM cart_lines l JOIN plans p ON p.id = l.plan_id WHERE l.customer_id = ? ORDER BY l.id`,
  );
  const restrictions = db
    .prepare<[number], string>(
      `SELECT DISTINCT o.restrictions FROM cart_lines l JOIN plan_offers o ON o.plan_id = l.plan_id
     WHERE l.customer_id = ? AND o.restrictions IS NOT NULL ORDER BY l.plan_id`,
    )
    .pluck();

  const checkout = checkoutCommand(db);
  const empty = db.prepare<[number]>('DELETE FROM cart_lines WHERE customer_id = ?');

  router.resource('customer/cart', {
    delete: (c) => {
      const removed = empty.run(customerId(c)).changes;
      record(c, 'cart_change', cartObject(c), `Cart emptied (${removed} line${removed === 1 ? '' : 's'} removed)`);
      return c.body(null, 204);
    },
  });
  router.resource('customer/cart/check-out', {
    post: async (c) => {
      const order = checkout(customerId(c), await readJson(c));
      const object = { type: 'order', id: order.uuid, name: order.reference_number } as const;
      record(c, 'checkout', object, `Cart checked out: order ${order.reference_number}`);
      return c.json(order, 201);
    },
    get: (c) => {
      const customer = customerId(c);
      const rows = lines.all(customer);
      // Line prices are unit prices; the totals multiply them by the amount.
      const total = rows.reduce(
        (sum, row) => ({ mrc: sum.mrc + row.mrc_cents * row.amount, nrc: sum.nrc + row.nrc_cents * row.amount }),
        { mrc: 0, nrc: 0 },
      );
      return c.json({
        rows: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          description: row.description,
          amount: row.amount,
          mrc_price: money(row.mrc_cents),
          nrc_price: money(row.nrc_cents),
          is_backorder: row.kind === 'backorder',
          // Where the line is configured, and whether it is: the checkout refuses the cart until every line is.
          configured: row.saved === 1 || !CONFIGURED_KINDS.has(row.kind),
          plan: { id: row.plan_id, type: row.plan_type },
          prefix_id: row.area_id,
        })),
        total: { mrc: money(total.mrc), nrc: money(total.nrc) },
        restrictions: restrictions.all(customer),
      });
    },
  });
}
