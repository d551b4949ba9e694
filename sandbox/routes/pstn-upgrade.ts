/**
 * PSTN upgrade (spec "Ordering numbers" /order/pstn-upgrade): the country's PSTN plans, the numbers that can be upgraded,
 * and the cart's PSTN-upgrade lines (kind 'pstn_upgrade', one per number, priced with the PSTN plan's offer; configured
 * through POST customer/cart/dids/save like DID lines; checkout moves the numbers to the PSTN plan).
 */
import { cartObject, record } from '@/sandbox/activity';
import { TOS_PSTN, pstnCandidates } from '@/sandbox/channels/pstnCandidates';
import { type AreaDeps, customerId } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { cartLineQueries, lineDescription } from '@/sandbox/ordering/cartLines';
import { planOfferQueries } from '@/sandbox/ordering/offers';
import type { Router } from '@/sandbox/routing';
import { FieldErrors, choiceField, idListField, readJson } from '@/sandbox/validation';

export const SELECT_NUMBER = 'Select at least one number.';
export const INVALID_PLAN = 'Select a valid PSTN plan.';
export const inCartMessage = (did: string) => `${did} is already in the cart.`;

export function registerPstnUpgradeRoutes(router: Router, { db }: AreaDeps): void {
  const candidates = pstnCandidates(db);
  const { planOffer, planOfType } = planOfferQueries(db);
  const lines = cartLineQueries(db);
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const pstnPlans = db.prepare<[number], { value: number; name: string; plan_type: number }>(
    `SELECT id AS value, name, plan_type FROM plans WHERE country_id = ? AND tos = ${TOS_PSTN} ORDER BY name`,
  );
  const place = db.prepare<
    [number],
    { country: string; dialling: string; area: string; prefix: string; area_id: number }
  >(
    `SELECT k.name AS country, k.dialling_code AS dialling, a.name AS area, a.prefix, a.id AS area_id
     FROM dids d JOIN countries k ON k.id = d.country_id JOIN areas a ON a.id = d.area_id WHERE d.id = ?`,
  );
  const insert =
    db.prepare(`INSERT INTO cart_lines (customer_id, kind, plan_id, area_id, did_id, did, description, amount,
    mrc_cents, nrc_cents, saved, created_at) VALUES (@customer, 'pstn_upgrade', @plan, @area, @didId, @did, @description, 1,
    @mrc, @nrc, 0, @now)`);
  const removeLine = db.prepare<[number, number]>(
    "DELETE FROM cart_lines WHERE id = ? AND customer_id = ? AND kind = 'pstn_upgrade'",
  );
  const cancelLines = db.prepare<[number, number, number, number]>(
    "DELETE FROM cart_lines WHERE customer_id = ? AND kind = 'pstn_upgrade' AND plan_id = ? AND (? = 0 OR area_id = ?)",
  );
  const isPstnPlan = (id: number) => planOffer(id)?.tos === TOS_PSTN;

  router.resource('customer/plans/pstn/countries/:id{[0-9]+}/for-select', {
    get: (c) => {
      const country = Number(c.req.param('id'));
      if (countryExists.get(country) !== 1) throw notFound();
      return c.json(pstnPlans.all(country));
    },
  });

  router.resource('customer/dids/pstn-upgrade/available/countries/:country{[0-9]+}/plans/:plan{[0-9]+}', {
    get: (c) => {
      const plan = planOffer(Number(c.req.param('plan')));
      if (!plan || plan.tos !== TOS_PSTN || plan.country_id !== Number(c.req.param('country'))) throw notFound();
      return c.json(candidates.list(customerId(c), plan.id));
    },
  });

  router.resource('customer/cart/dids/pstn-upgrade', {
    post: async (c) => {
      const customer = customerId(c);
      const body = await readJson(c);
      const errors = new FieldErrors();
      const planId = choiceField(body, 'plan', errors, isPstnPlan, INVALID_PLAN);
      const ids =
        planId === undefined
          ? []
          : idListField(body, 'dids', errors, (id) => candidates.one(customer, planId, id) !== undefined);
      if (planId !== undefined && !errors.has('dids') && ids.length === 0) errors.add('dids', SELECT_NUMBER);
      errors.check();
      const chosen = ids.map((id) => candidates.one(customer, planId!, id)!);
      const taken = chosen.filter((number) => number.in_cart);
      if (taken.length > 0) throw badRequest({ dids: taken.map((number) => inCartMessage(number.did)) });
      const offer = planOffer(planId!)!;
      const now = new Date().toISOString();
      const created = db.transaction(() =>
        chosen.map((number) => {
          const where = place.get(number.id)!;
          const description = lineDescription({ ...where, type: offer.name }, `PSTN upgrade of ${number.did}`);
          const values = {
            customer,
            plan: offer.id,
            area: where.area_id,
            didId: number.id,
            did: number.did,
            description,
          };
          return Number(insert.run({ ...values, mrc: offer.mrc_cents, nrc: offer.nrc_cents, now }).lastInsertRowid);
        }),
      )();
      const numbers = chosen.map((number) => `+${number.did}`).join(', ');
      record(c, 'cart_change', cartObject(c), `PSTN upgrade of ${numbers} added to the cart`);
      return c.json(
        created.map((id) => lines.line(id)!),
        201,
      );
    },
  });

  router.resource('customer/cart/dids/plans/:id{[0-9]+}/type/:type{[0-9]+}/pstn-upgrade', {
    get: (c) => {
      const plan = planOfType(c.req.param('id'), c.req.param('type'));
      return c.json(lines.kindLines(customerId(c), 'pstn_upgrade', plan.id));
    },
  });

  router.resource('customer/cart/dids/pstn-upgrade/:id{[0-9]+}', {
    delete: (c) => {
      if (removeLine.run(Number(c.req.param('id')), customerId(c)).changes === 0) throw notFound();
      record(c, 'cart_change', cartObject(c), 'PSTN upgrade removed from the cart');
      return c.body(null, 204);
    },
  });

  // prefixID is an area id; 0 cancels the plan's upgrade lines of every area.
  router.resource('customer/cart/dids/plans/:id{[0-9]+}/prefixes/:prefixId{[0-9]+}/pstn-upgrade/cancel', {
    delete: (c) => {
      const plan = planOffer(Number(c.req.param('id')));
      if (!plan) throw notFound();
      const area = Number(c.req.param('prefixId'));
      const removed = cancelLines.run(customerId(c), plan.id, area, area).changes;
      record(c, 'cart_change', cartObject(c), `PSTN upgrades of ${plan.name} removed from the cart (${removed})`);
      return c.body(null, 204);
    },
  });
}
