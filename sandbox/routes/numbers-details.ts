/** A number's detail tabs: general, reachability and services, outbound rates, DID group, statistics, latest call. */
import type { AreaDeps } from '@/sandbox/env';
import { notFound } from '@/sandbox/errors';
import { money } from '@/sandbox/money';
import type { Router } from '@/sandbox/routing';
import { SEED_DATE } from '@/sandbox/db/seed';
import { type NumberFacts, outboundOf, outboundRatesOf, pricesOf, reachabilityOf } from '@/sandbox/numbers/details';
import { ORIGINATING_NETWORKS } from '@/sandbox/numbers/networks';
import { latestCallStart, statisticsOf } from '@/sandbox/numbers/statistics';
import { DID, type NumberRow, numberFinder } from './numbers-shared';

interface GroupRow {
  id: number;
  name: string;
  is_default: number;
}

export function registerNumberDetailRoutes(router: Router, { db }: AreaDeps): void {
  const ownNumber = numberFinder(db);
  const pstnPlan = db.prepare<[number], number>('SELECT 1 FROM plans WHERE country_id = ? AND tos = 2').pluck();
  // A capacity number in no named group belongs to the default group of its country and plan.
  const group = db.prepare<[number, number | null, number | null, number, number], GroupRow>(
    `SELECT id, name, is_default FROM did_groups WHERE customer_id = ? AND
     ((? IS NOT NULL AND id = ?) OR (is_default = 1 AND country_id = ? AND plan_id = ?)) ORDER BY is_default LIMIT 1`,
  );
  const groupOf = (row: NumberRow): GroupRow | undefined =>
    row.payment_model === 'capacity'
      ? group.get(row.customer_id, row.did_group_id, row.did_group_id, row.country_id, row.plan_id)
      : undefined;
  const outboundEnabled = (row: NumberRow) => row.outbound_lt === 1 || row.outbound_pstn === 1;
  const facts = (row: NumberRow): NumberFacts => ({
    countryName: row.country_name,
    tos: row.tos,
    capacity: row.payment_model === 'capacity',
    outboundLt: row.outbound_lt === 1,
    outboundPstn: row.outbound_pstn === 1,
    pstnPlanExists: pstnPlan.get(row.country_id) === 1,
  });

  router.resource(`customer/dids/${DID}/general`, {
    get: (c) => {
      const row = ownNumber(c);
      return c.json({
        did: row.did,
        country: { id: row.country_id, name: row.country_name },
        type: row.type_name,
        type_of_service: row.tos_name,
        area: { id: row.area_id, name: row.area_name, prefix: row.area_prefix },
        start_date: row.start_date,
        earliest_cancel: row.earliest_cancel,
        nrc_price: money(row.nrc_cents),
        mrc_price: money(row.mrc_cents),
        max_channels: row.max_n_channels,
        ...pricesOf(facts(row)),
        is_capacity: row.payment_model === 'capacity',
        did_group_id: groupOf(row)?.id ?? null,
        profile: row.profile_id === null ? null : { id: row.profile_id, name: row.profile_name ?? '' },
        customer_trunk: row.trunk_id === null ? null : { id: row.trunk_id, name: row.trunk_name ?? '' },
        outbound: outboundOf(facts(row)),
        is_being_cancelled: row.is_being_cancelled === 1,
        cancellation_date: row.cancellation_date,
      });
    },
  });

  router.resource(`customer/dids/${DID}/reachability-and-services`, {
    get: (c) => c.json(reachabilityOf(facts(ownNumber(c)))),
  });
  router.resource(`customer/dids/${DID}/outbound-rates`, { get: (c) => c.json(outboundRatesOf(facts(ownNumber(c)))) });

  router.resource(`customer/dids/${DID}/did-group`, {
    get: (c) => {
      const found = groupOf(ownNumber(c));
      if (!found) throw notFound();
      return c.json({ id: found.id, name: found.name, is_default: found.is_default === 1 });
    },
  });

  router.resource(`customer/dids/${DID}/statistics`, {
    get: (c) => {
      const row = ownNumber(c);
      return c.json(statisticsOf(row.did, outboundEnabled(row)));
    },
  });

  // Statistics are dated from the seed date, so that they stay the same between runs.
  router.resource(`dids/${DID}/statistics/cdrs/latest`, {
    get: (c) => {
      const row = ownNumber(c);
      return c.json({ start_time: latestCallStart(row.did, SEED_DATE, outboundEnabled(row)) });
    },
  });

  router.resource('dids/originating-networks/for_select', { get: (c) => c.json(ORIGINATING_NETWORKS) });
}
