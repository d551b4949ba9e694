/**
 * The DID cart: reserve a free number (stock - 1), release it (stock + 1), a prefix's and a plan's lines, and saving
 * DID and PSTN-upgrade lines with their end user, trunk and use case.
 */
import { cartObject, record } from '@/sandbox/activity';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { cartLineQueries, lineDescription } from '@/sandbox/ordering/cartLines';
import { planOfferQueries } from '@/sandbox/ordering/offers';
import { placeQuery } from '@/sandbox/ordering/place';
import { saveLinesCommand, SaveRefused } from '@/sandbox/ordering/saveLines';
import { stockQueries } from '@/sandbox/ordering/stock';
import type { Router } from '@/sandbox/routing';
import { readJson, readJsonValue } from '@/sandbox/validation';
import type { CartLineKind } from '@/providers/types';

export const DID_IN_CART = 'This DID is already in a cart.';
const PREFIX = 'plans/:id{[0-9]+}/type/:type{[0-9]+}/prefixes/:prefixId{[0-9]+}';

/** Runs a save; a refusal is the list of per-line errors (not a DRF dict), so it is answered here. */
export function saveHandler(db: AreaDeps['db'], kinds: CartLineKind[]) {
  const save = saveLinesCommand(db);
  const backorders = kinds.includes('backorder');
  return async (c: SandboxContext) => {
    const body = await readJsonValue(c);
    try {
      const saved = save(customerId(c), body, kinds);
      const what = backorders ? 'backorder' : 'number';
      const summary = `Configuration of ${saved.length} ${what} line${saved.length === 1 ? '' : 's'} saved`;
      record(c, backorders ? 'backorder' : 'cart_change', cartObject(c), summary);
      return c.json(saved);
    } catch (error) {
      if (error instanceof SaveRefused) return c.json(error.errors, 400);
      throw error;
    }
  };
}

export function registerCartDidRoutes(router: Router, { db }: AreaDeps): void {
  const { planOffer, planOfType } = planOfferQueries(db);
  const stock = stockQueries(db);
  const lines = cartLineQueries(db);
  const place = placeQuery(db);
  const insert =
    db.prepare(`INSERT INTO cart_lines (customer_id, kind, plan_id, area_id, stock_did_id, did, description, amount,
    mrc_cents, nrc_cents, saved, created_at) VALUES (?, 'did', ?, ?, ?, ?, ?, 1, ?, ?, 0, ?)`);
  const remove = db.prepare<[number, number]>(
    "DELETE FROM cart_lines WHERE id = ? AND customer_id = ? AND kind = 'did'",
  );
  const cancel = db.prepare<[number, number, number]>(
    "DELETE FROM cart_lines WHERE customer_id = ? AND kind = 'did' AND plan_id = ? AND area_id = ?",
  );
  const areaOfCountry = db
    .prepare<[number, number], number>('SELECT 1 FROM areas WHERE id = ? AND country_id = ?')
    .pluck();

  const prefix = (c: SandboxContext) => {
    const offer = planOfType(c.req.param('id'), c.req.param('type'));
    const areaId = Number(c.req.param('prefixId'));
    if (areaOfCountry.get(areaId, offer.country_id) !== 1) throw notFound();
    return { offer, areaId };
  };

  router.resource('customer/cart/dids/tos/:tos{[0-9]+}/add', {
    post: async (c) => {
      const raw = (await readJson(c)).did;
      if (raw === undefined || raw === null || raw === '') throw badRequest({ did: ['This field is required.'] });
      const free =
        typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw))
          ? stock.stockDid(Number(raw))
          : undefined;
      if (!free) throw badRequest({ did: ['Select a valid DID.'] });
      if (free.reserved) throw badRequest({ did: [DID_IN_CART] });
      const offer = planOffer(free.plan_id);
      if (!offer) throw badRequest({ did: ['Select a valid DID.'] });
      if (offer.tos !== Number(c.req.param('tos')))
        throw badRequest({ tos: ['This DID is not offered with this type of service.'] });
      let id: number;
      try {
        const description = lineDescription(place(offer.id, free.area_id), free.did);
        id = Number(
          insert.run(
            customerId(c),
            offer.id,
            free.area_id,
            free.id,
            free.did,
            description,
            offer.mrc_cents,
            offer.nrc_cents,
            new Date().toISOString(),
          ).lastInsertRowid,
        );
      } catch (error) {
        // Another request reserved it between the check and the insert (cart_lines.stock_did_id is UNIQUE).
        if (String(error).includes('UNIQUE')) throw badRequest({ did: [DID_IN_CART] });
        throw error;
      }
      record(c, 'cart_change', cartObject(c), `Number +${free.did} added to the cart`);
      return c.json(lines.line(id), 201);
    },
  });
  router.resource('customer/cart/dids/:id{[0-9]+}', {
    delete: (c) => {
      const line = lines.line(Number(c.req.param('id')));
      if (remove.run(Number(c.req.param('id')), customerId(c)).changes === 0) throw notFound();
      record(c, 'cart_change', cartObject(c), `Number ${line?.did ? `+${line.did} ` : ''}removed from the cart`);
      return c.body(null, 204);
    },
  });
  router.resource(`customer/cart/dids/${PREFIX}/cancel`, {
    delete: (c) => {
      const { offer, areaId } = prefix(c);
      const removed = cancel.run(customerId(c), offer.id, areaId).changes;
      record(c, 'cart_change', cartObject(c), `Numbers of ${offer.name} removed from the cart (${removed})`);
      return c.body(null, 204);
    },
  });
  router.resource(`customer/cart/dids/${PREFIX}`, {
    get: (c) => {
      const { offer, areaId } = prefix(c);
      return c.json(lines.prefixLines(customerId(c), 'did', offer.id, areaId));
    },
  });
  router.resource(`customer/cart/${PREFIX}`, {
    get: (c) => {
      const { offer } = prefix(c);
      return c.json(lines.planLines(customerId(c), offer.id));
    },
  });
  router.resource('customer/cart/dids/save', { post: saveHandler(db, ['did', 'pstn_upgrade']) });
}
