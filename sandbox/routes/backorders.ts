/**
 * Backorders: one pending line per plan and prefix, its quantity capped by the prefix's backorder capacity minus what
 * is already pending; saved (configured) through their own call.
 */
import { cartObject, record } from '@/sandbox/activity';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { lineDescription } from '@/sandbox/ordering/cartLines';
import { planOfferQueries } from '@/sandbox/ordering/offers';
import { placeQuery } from '@/sandbox/ordering/place';
import { stockQueries } from '@/sandbox/ordering/stock';
import type { Router } from '@/sandbox/routing';
import type { BackorderState } from '@/providers/types';
import { readJson } from '@/sandbox/validation';
import { saveHandler } from './cart-dids';

export const NO_BACKORDER = 'Unfortunately, we cannot order additional DIDs for this Plan.';
const PREFIX = 'plans/:id{[0-9]+}/type/:type{[0-9]+}/prefixes/:prefixId{[0-9]+}';

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

export function registerBackorderRoutes(router: Router, { db }: AreaDeps): void {
  const { planOffer, planOfType } = planOfferQueries(db);
  const stock = stockQueries(db);
  const place = placeQuery(db);
  const pending = db.prepare<[number, number, number], { id: number; amount: number }>(
    "SELECT id, amount FROM cart_lines WHERE customer_id = ? AND kind = 'backorder' AND plan_id = ? AND area_id = ?",
  );
  const areaOfCountry = db
    .prepare<[number, number], number>('SELECT 1 FROM areas WHERE id = ? AND country_id = ?')
    .pluck();
  const insert =
    db.prepare(`INSERT INTO cart_lines (customer_id, kind, plan_id, area_id, description, amount, mrc_cents, nrc_cents, saved,
    created_at) VALUES (?, 'backorder', ?, ?, ?, ?, ?, ?, 0, ?)`);
  const grow = db.prepare('UPDATE cart_lines SET amount = amount + ? WHERE id = ?');
  const remove = db.prepare<[number, number]>(
    "DELETE FROM cart_lines WHERE id = ? AND customer_id = ? AND kind = 'backorder'",
  );
  const cancel = db.prepare<[number, number, number]>(
    "DELETE FROM cart_lines WHERE customer_id = ? AND kind = 'backorder' AND plan_id = ? AND area_id = ?",
  );

  const state = (customer: number, planId: number, areaId: number): BackorderState => {
    const line = pending.get(customer, planId, areaId);
    return { id: line?.id ?? null, amount: line?.amount ?? 0, stock: stock.backorderCapacity(planId, areaId) };
  };
  const prefix = (c: SandboxContext) => {
    const offer = planOfType(c.req.param('id'), c.req.param('type'));
    const areaId = Number(c.req.param('prefixId'));
    if (areaOfCountry.get(areaId, offer.country_id) !== 1) throw notFound();
    return { offer, areaId };
  };

  router.resource(`customer/cart/backorders/${PREFIX}`, {
    get: (c) => {
      const { offer, areaId } = prefix(c);
      return c.json(state(customerId(c), offer.id, areaId));
    },
  });
  router.resource(`customer/cart/backorders/${PREFIX}/cancel`, {
    delete: (c) => {
      const { offer, areaId } = prefix(c);
      const removed = cancel.run(customerId(c), offer.id, areaId).changes;
      record(c, 'backorder', cartObject(c), `Backorders of ${offer.name} removed from the cart (${removed})`);
      return c.body(null, 204);
    },
  });
  router.resource('customer/cart/backorders/:id{[0-9]+}', {
    delete: (c) => {
      if (remove.run(Number(c.req.param('id')), customerId(c)).changes === 0) throw notFound();
      record(c, 'backorder', cartObject(c), 'Backorder removed from the cart');
      return c.body(null, 204);
    },
  });
  router.resource('customer/cart/backorders/add', {
    post: async (c) => {
      const body = await readJson(c);
      const errors: Record<string, string[]> = {};
      for (const field of ['amount', 'plan', 'plan_type', 'area']) {
        if (body[field] === undefined || body[field] === null || body[field] === '')
          errors[field] = ['This field is required.'];
      }
      const offer = errors.plan ? undefined : planOffer(positiveInt(body.plan) ?? 0);
      if (!errors.plan && !offer) errors.plan = ['Select a valid plan.'];
      if (offer && !errors.plan_type && positiveInt(body.plan_type) !== offer.plan_type)
        errors.plan_type = ['Select a valid DID type.'];
      const areaId = positiveInt(body.area) ?? 0;
      if (offer && !errors.area && areaOfCountry.get(areaId, offer.country_id) !== 1)
        errors.area = ['Select a valid area.'];
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (!offer) throw notFound();
      const customer = customerId(c);
      const current = state(customer, offer.id, areaId);
      if (current.stock === 0) throw badRequest({ detail: NO_BACKORDER });
      const amount = positiveInt(body.amount);
      if (amount === null || amount < 0)
        throw badRequest({ amount: ['Ensure this value is greater than or equal to 0.'] });
      const cap = current.stock - current.amount;
      if (amount > cap) throw badRequest({ amount: [`Ensure this value is less than or equal to ${cap}.`] });
      // Spec part 1 section 5: the quantity's minimum is 0; adding none leaves the cart as it is.
      if (amount === 0) return c.json(state(customer, offer.id, areaId));
      if (current.id !== null) grow.run(amount, current.id);
      else {
        insert.run(
          customer,
          offer.id,
          areaId,
          lineDescription(place(offer.id, areaId), 'backorder'),
          amount,
          offer.mrc_cents,
          offer.nrc_cents,
          new Date().toISOString(),
        );
      }
      record(
        c,
        'backorder',
        cartObject(c),
        `Backorder of ${amount} number${amount === 1 ? '' : 's'} of ${offer.name} added to the cart`,
      );
      return c.json(state(customer, offer.id, areaId), 201);
    },
  });
  router.resource('customer/cart/backorders/save', { post: saveHandler(db, ['backorder']) });
}
