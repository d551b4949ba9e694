/**
 * Plans and lookups for ordering: types of service, DID types, destinations, countries and the plan list.
 * (The PSTN plans for-select lives with the PSTN upgrade, routes/pstn-upgrade.ts.)
 */
import { NUMBER_TYPES } from '@/sandbox/db/seed-catalogue';
import { type AreaDeps, customerId } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { money } from '@/sandbox/money';
import { outboundOf, SELECT_PLAN_OFFER, type PlanOffer } from '@/sandbox/ordering/offers';
import { stockQueries } from '@/sandbox/ordering/stock';
import type { Router } from '@/sandbox/routing';
import type { PlanListItem } from '@/providers/types';

const TOS_NAMES: Record<number, string> = { 3: 'LT', 2: 'PSTN', 10: 'SMS' };
const TOS_ORDER = [3, 2, 10];

export function registerPlanRoutes(router: Router, { db }: AreaDeps): void {
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const tosOf = db.prepare<[number], number>('SELECT DISTINCT tos FROM plans WHERE country_id = ?').pluck();
  const typesOf = db
    .prepare<[number, number], number>('SELECT DISTINCT plan_type FROM plans WHERE country_id = ? AND tos = ?')
    .pluck();
  const didCountries = db.prepare<[number]>(
    'SELECT DISTINCT c.id AS value, c.name FROM countries c JOIN dids d ON d.country_id = c.id WHERE d.customer_id = ? ORDER BY c.name',
  );
  const planCountries = db.prepare(
    'SELECT DISTINCT c.id AS value, c.name FROM countries c JOIN plans p ON p.country_id = c.id ORDER BY c.name',
  );
  const destinations = db.prepare<[number]>(
    `SELECT DISTINCT d.id AS value, d.name FROM outbound_destinations d JOIN plan_outbound_rates r ON r.destination_id = d.id
     JOIN plans p ON p.id = r.plan_id WHERE p.country_id = ? ORDER BY d.name`,
  );
  const plans = db.prepare<[number, number], PlanOffer>(
    `${SELECT_PLAN_OFFER} WHERE p.country_id = ? AND p.tos = ? ORDER BY p.plan_type, p.id`,
  );
  const hasRates = db.prepare<[number], number>('SELECT count(*) FROM plan_outbound_rates WHERE plan_id = ?').pluck();
  const stock = stockQueries(db);

  const country = (raw: string | undefined): number => {
    const id = Number(raw);
    if (countryExists.get(id) !== 1) throw notFound();
    return id;
  };

  router.resource('customer/countries/:id{[0-9]+}/tos', {
    get: (c) => {
      const offered = new Set(tosOf.all(country(c.req.param('id'))));
      return c.json(TOS_ORDER.filter((tos) => offered.has(tos)).map((value) => ({ value, name: TOS_NAMES[value] })));
    },
  });
  router.resource('customer/countries/dids/for-select', { get: (c) => c.json(didCountries.all(customerId(c))) });
  router.resource('customer/countries/plans/for-select', { get: (c) => c.json(planCountries.all()) });
  router.resource('customer/plans/countries/:id{[0-9]+}/did-types', {
    get: (c) => {
      const id = country(c.req.param('id'));
      const available = new Set(typesOf.all(id, Number(c.req.query('tos') ?? 3)));
      return c.json(NUMBER_TYPES.map(([typeId, name]) => ({ id: typeId, name, available: available.has(typeId) })));
    },
  });
  router.resource('customer/plans/countries/:id{[0-9]+}/destinations/for-select', {
    get: (c) => c.json(destinations.all(country(c.req.param('id')))),
  });

  router.resource('customer/plans', {
    get: (c) => {
      const missing: Record<string, string[]> = {};
      const rawCountry = c.req.query('country') ?? '';
      const rawTos = c.req.query('tos') ?? '';
      if (!rawCountry) missing.country = ['This field is required.'];
      if (!rawTos) missing.tos = ['This field is required.'];
      if (Object.keys(missing).length > 0) throw badRequest(missing);
      if (!/^\d+$/.test(rawCountry) || countryExists.get(Number(rawCountry)) !== 1) {
        throw badRequest({ country: [`Select a valid choice. ${rawCountry} is not one of the available choices.`] });
      }
      if (!TOS_NAMES[Number(rawTos)])
        throw badRequest({ tos: [`Select a valid choice. ${rawTos} is not one of the available choices.`] });
      const types = (c.req.query('did-types') ?? '')
        .split(',')
        .filter((t) => /^\d+$/.test(t.trim()))
        .map(Number);
      const rows = plans
        .all(Number(rawCountry), Number(rawTos))
        .filter((p) => types.length === 0 || types.includes(p.plan_type));
      return c.json(
        rows.map((p): PlanListItem => planListItem(p, stock.planStock(p.id), (hasRates.get(p.id) ?? 0) > 0)),
      );
    },
  });
}

export function planListItem(p: PlanOffer, stock: number, hasOutboundRates: boolean): PlanListItem {
  return {
    id: p.id,
    plan_type: p.plan_type,
    name: p.name,
    type: { id: p.plan_type, name: p.type_name },
    country: { id: p.country_id, name: p.country_name },
    tos: p.tos,
    lt_available: p.lt_available === 1,
    pstn_available: p.pstn_available === 1,
    sms_available: p.sms_available === 1,
    nrc: money(p.nrc_cents),
    mrc: money(p.mrc_cents),
    porting: p.porting === 1,
    leadtime: p.leadtime,
    leadtime_no_stock: p.leadtime_no_stock,
    stock,
    has_outbound_rates: hasOutboundRates,
    outbound: outboundOf(p),
  };
}
