/**
 * Reports: call records (list, CSV export, traffic types, and our summary beyond the spec; the destinations of a country
 * are routes/plans.ts'), the account snapshot per country, DID groups with their plans, and the flags the snapshot links to.
 */
import type { Clock } from '@/sandbox/auth';
import { ExportSlots, csvStream } from '@/sandbox/csv';
import { SEED_DATE } from '@/sandbox/db/seed';
import { FORWARDED, INBOUND, OUTBOUND } from '@/sandbox/db/seed-reports';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { labelsOf } from '@/sandbox/labels';
import { paginate } from '@/sandbox/pagination';
import { API_PREFIX } from '@/sandbox/paths';
import { cdrFiltersQuery } from '@/sandbox/reports/cdrFilters';
import { CDR_CSV_HEADER, cdrAnswer, cdrCsvRow, cdrQueries, cdrSummaryAnswer } from '@/sandbox/reports/cdrs';
import { FLAG_HEADERS, flagSvg } from '@/sandbox/reports/flags';
import type { Router } from '@/sandbox/routing';

/** Call figures are as of the seed day, like the numbers' statistics: the seeded calls end there. */
export const CALLS_NOW_SECONDS = Math.floor(Date.parse(SEED_DATE) / 1000);
const DAY_SECONDS = 86_400;
export const SNAPSHOT_MINUTES_DAYS = 7;
export const SNAPSHOT_CANCELLATION_DAYS = 30;

export const flagHref = (iso: string) => `${API_PREFIX}/flags/${iso.toLowerCase()}.svg`;

/** An optional id parameter: undefined when absent, else a 400 naming it unless it is an integer. */
function optionalId(c: SandboxContext, name: string): number | undefined {
  const raw = (c.req.query(name) ?? '').trim();
  if (!raw) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest({ [name]: ['A valid integer is required.'] });
  return Number(raw);
}

export function registerReportRoutes(router: Router, { db }: AreaDeps, now: Clock = Date.now): void {
  const filtersOf = cdrFiltersQuery(db);
  const cdrs = cdrQueries(db);
  const trafficTypes = db.prepare<[], { value: number; name: string }>(
    'SELECT id AS value, name FROM cdr_traffic_types ORDER BY id',
  );
  router.resource('customer/reports/pcdrs/traffic-types', {
    get: (c) => {
      const label = labelsOf(c);
      return c.json(trafficTypes.all().map((type) => ({ ...type, name: label(type.name) })));
    },
  });
  router.resource('customer/reports/pcdrs', {
    get: (c) => {
      const filters = filtersOf(c, customerId(c));
      const page = paginate(
        c,
        () => cdrs.count(filters),
        (limit, offset) => cdrs.page(filters, limit, offset),
      );
      const label = labelsOf(c);
      const results = page.results.map((row) => cdrAnswer({ ...row, traffic_type: label(row.traffic_type) }));
      return c.json({ results, count: page.count });
    },
  });
  // Ours, beyond the spec: the totals and calls per day of the list's filtered records (the same filters and refusals).
  router.resource('customer/reports/pcdrs/summary', {
    get: (c) => c.json(cdrSummaryAnswer(cdrs.summary(filtersOf(c, customerId(c))))),
  });
  // Streamed in chunks, at most 2 at once per customer (issue 50: the whole history is some 5 MB).
  const exportSlots = new ExportSlots(2, now);
  router.resource('customer/reports/pcdrs/export', {
    get: (c) => {
      const filters = filtersOf(c, customerId(c));
      const day = new Date(now()).toISOString().slice(0, 10);
      const release = exportSlots.take(customerId(c));
      const next = cdrs.chunks(filters);
      return csvStream(c, `cdrs-${day}.csv`, CDR_CSV_HEADER, (limit) => next(limit).map(cdrCsvRow), release);
    },
  });

  const snapshotNumbers = db.prepare<
    [{ customer: number; until: string }],
    { id: number; name: string; iso: string; dids_amount: number; cancellations: number }
  >(
    `SELECT c.id, c.name, c.iso_code AS iso, count(*) AS dids_amount,
     coalesce(sum(d.is_being_cancelled = 1 AND d.cancellation_date <= @until), 0) AS cancellations
     FROM dids d JOIN countries c ON c.id = d.country_id WHERE d.customer_id = @customer
     GROUP BY c.id ORDER BY dids_amount DESC, c.name`,
  );
  const snapshotSeconds = db.prepare<
    [{ customer: number; from: number; to: number }],
    { country_id: number; inbound: number; outbound: number }
  >(
    `SELECT country_id,
     coalesce(sum(CASE WHEN traffic_type_id IN (${INBOUND}, ${FORWARDED}) THEN duration END), 0) AS inbound,
     coalesce(sum(CASE WHEN traffic_type_id = ${OUTBOUND} THEN duration END), 0) AS outbound
     FROM cdrs WHERE customer_id = @customer AND start_ts >= @from AND start_ts < @to GROUP BY country_id`,
  );
  router.resource('customer/reports/account-snapshot', {
    get: (c) => {
      const customer = customerId(c);
      const until = new Date(now() + SNAPSHOT_CANCELLATION_DAYS * DAY_SECONDS * 1000).toISOString().slice(0, 10);
      const seconds = new Map(
        snapshotSeconds
          .all({ customer, from: CALLS_NOW_SECONDS - SNAPSHOT_MINUTES_DAYS * DAY_SECONDS, to: CALLS_NOW_SECONDS })
          .map((row) => [row.country_id, row]),
      );
      return c.json(
        snapshotNumbers.all({ customer, until }).map((row) => ({
          country: { id: row.id, name: row.name, flag_href: flagHref(row.iso) },
          dids_amount: row.dids_amount,
          cancellations_30_days: row.cancellations,
          minutes_last_7_days: {
            inbound: Math.round((seconds.get(row.id)?.inbound ?? 0) / 60),
            outbound: Math.round((seconds.get(row.id)?.outbound ?? 0) / 60),
          },
        })),
      );
    },
  });
  router.resource(
    'flags/:file{[a-z]{2}\\.svg}',
    {
      get: (c) => {
        const svg = flagSvg((c.req.param('file') ?? '').slice(0, 2));
        if (!svg) throw notFound();
        return c.body(svg, 200, FLAG_HEADERS);
      },
    },
    { anonymous: true },
  );

  const groupFilter = `g.customer_id = @customer AND (@country IS NULL OR g.country_id = @country)
    AND (@plan IS NULL OR g.plan_id = @plan)`;
  type GroupFilter = { customer: number; country: number | null; plan: number | null };
  const groupCount = db
    .prepare<[GroupFilter], number>(`SELECT count(*) FROM did_groups g WHERE ${groupFilter}`)
    .pluck();
  const groupPage = db.prepare<
    [GroupFilter & { limit: number; offset: number }],
    {
      id: number;
      name: string;
      country_id: number;
      country: string;
      plan_id: number;
      plan: string;
      channels: number;
      numbers: number;
      is_default: number;
    }
  >(
    `SELECT g.id, g.name, g.country_id, c.name AS country, g.plan_id, p.name AS plan, g.channel_amount AS channels,
     (SELECT count(*) FROM dids d WHERE d.did_group_id = g.id AND d.customer_id = g.customer_id) AS numbers, g.is_default
     FROM did_groups g JOIN countries c ON c.id = g.country_id JOIN plans p ON p.id = g.plan_id
     WHERE ${groupFilter} ORDER BY c.name, g.is_default DESC, g.name, g.id LIMIT @limit OFFSET @offset`,
  );
  const groupPlans = db.prepare<[{ customer: number; country: number | null }]>(
    `SELECT DISTINCT p.id AS value, p.name FROM did_groups g JOIN plans p ON p.id = g.plan_id
     WHERE g.customer_id = @customer AND (@country IS NULL OR g.country_id = @country) ORDER BY p.name, p.id`,
  );
  router.resource('reports/didGroups', {
    get: (c) => {
      const filter = {
        customer: customerId(c),
        country: optionalId(c, 'country') ?? null,
        plan: optionalId(c, 'plan') ?? null,
      };
      const page = paginate(
        c,
        () => groupCount.get(filter) ?? 0,
        (limit, offset) => groupPage.all({ ...filter, limit, offset }),
      );
      return c.json({
        results: page.results.map((row) => ({
          id: row.id,
          name: row.name,
          country: { id: row.country_id, name: row.country },
          plan: { id: row.plan_id, name: row.plan },
          channels: row.channels,
          numbers: row.numbers,
          is_default: row.is_default === 1,
        })),
        count: page.count,
      });
    },
  });
  router.resource('reports/didGroup/plans', {
    get: (c) => c.json(groupPlans.all({ customer: customerId(c), country: optionalId(c, 'country') ?? null })),
  });
}
