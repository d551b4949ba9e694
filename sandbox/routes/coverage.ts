/** Coverage (spec part 2 "Product information"): one row per plan with its stock and prices; paginated, and as CSV. */
import type { Db } from '@/sandbox/db';
import type { AreaDeps, SandboxContext } from '@/sandbox/env';
import { badRequest } from '@/sandbox/errors';
import { money } from '@/sandbox/money';
import { csvResponse } from '@/sandbox/csv';
import { SELECT_PLAN_OFFER, type PlanOffer } from '@/sandbox/ordering/offers';
import { stockQueries } from '@/sandbox/ordering/stock';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import type { CoverageRow } from '@/providers/types';

const TOS_NAMES: Record<number, string> = { 3: 'LT', 2: 'PSTN', 10: 'SMS' };
const CSV_HEADER = [
  'Country',
  'Type of service',
  'Type',
  'Plan',
  'Stock',
  'Lead time (days)',
  'Lead time without stock (days)',
  'Porting',
  'NRC',
  'MRC',
];
const WHERE = 'WHERE (? = 0 OR p.country_id = ?)';

function coverageQueries(db: Db) {
  const count = db.prepare<[number, number], number>(`SELECT count(*) FROM plans p ${WHERE}`).pluck();
  const page = db.prepare<[number, number, number, number], PlanOffer>(
    `${SELECT_PLAN_OFFER} ${WHERE} ORDER BY c.name, p.id LIMIT ? OFFSET ?`,
  );
  const all = db.prepare<[number, number], PlanOffer>(`${SELECT_PLAN_OFFER} ${WHERE} ORDER BY c.name, p.id`);
  const stock = stockQueries(db);
  const row = (p: PlanOffer): CoverageRow => ({
    id: p.id,
    country: { id: p.country_id, name: p.country_name },
    type_of_service: p.tos,
    type: { id: p.plan_type, name: p.type_name },
    name: p.name,
    stock: stock.planStock(p.id),
    leadtime: p.leadtime,
    leadtime_no_stock: p.leadtime_no_stock,
    porting: p.porting === 1,
    nrc: money(p.nrc_cents),
    mrc: money(p.mrc_cents),
    plan_type: p.plan_type,
    lt_available: p.lt_available === 1,
  });
  return { count, page, all, row };
}

const countryFilter = (c: SandboxContext): number => {
  const raw = (c.req.query('country') ?? '').trim();
  if (!raw) return 0;
  if (!/^\d+$/.test(raw)) throw badRequest({ country: ['A valid integer is required.'] });
  return Number(raw);
};

export function registerCoverageRoutes(router: Router, { db }: AreaDeps): void {
  const q = coverageQueries(db);
  router.resource('customer/plans/coverage', {
    get: (c) => {
      const country = countryFilter(c);
      return c.json(
        paginate(
          c,
          () => q.count.get(country, country) ?? 0,
          (limit, offset) => q.page.all(country, country, limit, offset).map(q.row),
        ),
      );
    },
  });
  router.resource('customer/plans/coverage/export', {
    get: (c) => {
      const country = countryFilter(c);
      const rows = q.all
        .all(country, country)
        .map(q.row)
        .map((r) => [
          r.country.name,
          TOS_NAMES[r.type_of_service] ?? String(r.type_of_service),
          r.type.name,
          r.name,
          r.stock,
          r.leadtime,
          r.leadtime_no_stock,
          r.porting ? 'Yes' : 'No',
          r.nrc,
          r.mrc,
        ]);
      return csvResponse(c, 'coverage.csv', CSV_HEADER, rows);
    },
  });
}
