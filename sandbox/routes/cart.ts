/** The cart (spec part 1, "Cart"): for now the checkout summary that the bar's cart icon counts. */
import { type AreaDeps, customerId } from '../env';
import { money } from '../money';
import type { Router } from '../routing';

interface CartLineRow {
  id: number;
  description: string;
  amount: number;
  mrc_cents: number;
  nrc_cents: number;
  is_backorder: number;
}

export function registerCartRoutes(router: Router, { db }: AreaDeps): void {
  const lines = db.prepare<[number], CartLineRow>(
    `SELECT id, description, amount, mrc_cents, nrc_cents, is_backorder FROM cart_lines WHERE customer_id = ? ORDER BY id`,
  );

  router.resource('customer/cart/check-out', {
    get: (c) => {
      const rows = lines.all(customerId(c));
      // Line prices are unit prices; the totals multiply them by the amount.
      const total = rows.reduce(
        (sum, row) => ({ mrc: sum.mrc + row.mrc_cents * row.amount, nrc: sum.nrc + row.nrc_cents * row.amount }),
        { mrc: 0, nrc: 0 },
      );
      return c.json({
        rows: rows.map((row) => ({
          id: row.id,
          description: row.description,
          amount: row.amount,
          mrc_price: money(row.mrc_cents),
          nrc_price: money(row.nrc_cents),
          is_backorder: row.is_backorder === 1,
        })),
        total: { mrc: money(total.mrc), nrc: money(total.nrc) },
        restrictions: [],
      });
    },
  });
}
