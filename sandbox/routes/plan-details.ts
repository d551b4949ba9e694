/** A plan's details for ordering: pricing, requirements, reachability, outbound rates, prefixes with stock, free DIDs, end-user check. */
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { notFound } from '@/sandbox/errors';
import { money } from '@/sandbox/money';
import { planOfferQueries, rate } from '@/sandbox/ordering/offers';
import { requirementQueries } from '@/sandbox/ordering/requirements';
import { labelsOf } from '@/sandbox/labels';
import { stockQueries } from '@/sandbox/ordering/stock';
import type { Router } from '@/sandbox/routing';
import type { AvailableDid, OutboundRate, PlanPricing, Prefix, Reachability } from '@/providers/types';

const PLAN = 'customer/plans/:id{[0-9]+}/type/:type{[0-9]+}';

export function registerPlanDetailRoutes(router: Router, { db }: AreaDeps): void {
  const { planOfType } = planOfferQueries(db);
  const stock = stockQueries(db);
  const { requirements, check } = requirementQueries(db);
  const rates = db.prepare<
    [number],
    { destination: string; call_set_up_e4: number; price_min_e4: number; currency: string; billing_method: string }
  >(
    `SELECT d.name AS destination, r.call_set_up_e4, r.price_min_e4, r.currency, r.billing_method FROM plan_outbound_rates r
     JOIN outbound_destinations d ON d.id = r.destination_id WHERE r.plan_id = ? ORDER BY r.id`,
  );
  const areas = db.prepare<[number, string, string], { id: number; prefix: string; name: string }>(
    `SELECT id, prefix, name FROM areas WHERE country_id = ? AND prefix LIKE ? || '%' AND name LIKE '%' || ? || '%' ORDER BY name, id`,
  );
  const area = db.prepare<[number, number], number>('SELECT 1 FROM areas WHERE id = ? AND country_id = ?').pluck();

  const plan = (c: SandboxContext) => planOfType(c.req.param('id'), c.req.param('type'));
  const prefixOf = (c: SandboxContext) => {
    const offer = plan(c);
    const areaId = Number(c.req.param('prefixId'));
    if (area.get(areaId, offer.country_id) !== 1) throw notFound();
    return { offer, areaId };
  };

  router.resource(`${PLAN}/pricing`, {
    get: (c) => {
      const o = plan(c);
      const pricing: PlanPricing = {
        non_usage: {
          did_nrc: money(o.nrc_cents),
          did_mrc: money(o.mrc_cents),
          default_channels: o.default_channels,
          max_channels: o.max_channels,
          channel_nrc: money(o.channel_nrc_cents),
          channel_mrc: money(o.channel_mrc_cents),
          shared_channel_nrc: money(o.shared_channel_nrc_cents),
          shared_channel_mrc_lt_10: money(o.shared_channel_mrc_lt_10_cents),
          shared_channel_mrc_10_to_100: money(o.shared_channel_mrc_10_to_100_cents),
          shared_channel_mrc_gt_100: money(o.shared_channel_mrc_gt_100_cents),
          max_shared_channels: o.max_shared_channels,
        },
        usage: {
          call_set_up: rate(o.call_set_up_e4),
          price_min_fix: rate(o.price_min_fix_e4),
          price_min_mob: rate(o.price_min_mob_e4),
          billing_increment: o.billing_increment,
        },
        contract: { duration: o.contract_months, cancellation: o.cancellation_months },
      };
      return c.json(pricing);
    },
  });
  router.resource(`${PLAN}/requirements`, {
    get: (c) => {
      const o = plan(c);
      return c.json({ results: requirements(o.id, labelsOf(c)), remarks: o.remarks });
    },
  });
  router.resource(`${PLAN}/reachability-services`, {
    get: (c) => {
      const o = plan(c);
      const reachability: Reachability = {
        national_fixed: o.national_fixed === 1,
        national_mobile: o.national_mobile === 1,
        international: o.international === 1,
        services: {
          calling_card: o.calling_card === 1,
          voip_services: o.voip_services === 1,
          call_back: o.call_back === 1,
        },
        minutes: { max_call_duration: o.max_call_duration, max_min_day: o.max_min_day },
        allowed_services: o.allowed_services.split(',').filter(Boolean),
        remarks: o.reachability_remarks,
      };
      return c.json(reachability);
    },
  });
  router.resource(`${PLAN}/outbound-rates`, {
    get: (c) =>
      c.json(
        rates.all(plan(c).id).map((r): OutboundRate => ({
          destination: r.destination,
          call_set_up: rate(r.call_set_up_e4),
          price_min: rate(r.price_min_e4),
          currency_traffic: r.currency,
          billing_method: r.billing_method,
        })),
      ),
  });
  router.resource(`${PLAN}/prefixes`, {
    get: (c) => {
      const o = plan(c);
      const rows = areas.all(o.country_id, (c.req.query('prefix') ?? '').trim(), (c.req.query('name') ?? '').trim());
      return c.json(
        rows.map((a): Prefix => {
          const free = stock.areaStock(o.id, a.id);
          return { id: a.id, prefix: a.prefix, name: a.name, stock: free, isBackorder: free === 0 };
        }),
      );
    },
  });
  router.resource(`${PLAN}/prefixes/:prefixId{[0-9]+}/dids/available`, {
    get: (c) => {
      const { offer, areaId } = prefixOf(c);
      return c.json(
        stock.availableDids(offer.id, areaId).map((s): AvailableDid => ({
          id: s.id,
          did: s.did,
          lt_available: offer.lt_available === 1,
          pstn_available: offer.pstn_available === 1,
          sms_available: offer.sms_available === 1,
          plan: { name: offer.name },
          tos: { id: offer.tos },
        })),
      );
    },
  });
  router.resource(`${PLAN}/prefixes/:prefixId{[0-9]+}/backorders/available`, {
    get: (c) => {
      const { offer, areaId } = prefixOf(c);
      return c.json({ stock: stock.backorderCapacity(offer.id, areaId) });
    },
  });
  router.resource(`${PLAN}/check-profiles`, {
    get: (c) => c.json(check(customerId(c), plan(c).id, labelsOf(c))),
  });
}
