/**
 * customer/activity (issue 35, a sandbox extension): the account's trail, newest first, read-only (every other method
 * is a 405: the customer cannot change or delete an event). Filters actor, kind, object, from, to; `_export=csv`.
 * Events older than 13 months are never answered. `object.exists` is computed now: false once the object is gone.
 */
import { ACTIVITY_KINDS, type ActivityKind, type ActivityObjectType } from '@/sandbox/activity';
import type { ActivityEventAnswer } from '@/providers/activityKinds';
import type { Clock } from '@/sandbox/auth';
import { csvResponse } from '@/sandbox/csv';
import { type AreaDeps, type SandboxContext, customerId } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';

interface EventRow {
  id: number;
  time: string;
  actor: string;
  actor_type: 'customer' | 'support';
  kind: ActivityKind;
  object_type: ActivityObjectType | null;
  object_id: string | null;
  object_name: string | null;
  summary: string;
  ip: string;
  object_exists: number;
}

interface Filters {
  customer: number;
  cutoff: string;
  actor: string | null;
  kind: string | null;
  object: string | null;
  from: string | null;
  /** The day after `to` (exclusive bound). */
  until: string | null;
}

/** How long the trail is answered, in months. */
export const ACTIVITY_MONTHS = 13;

/** The oldest time answered: the same instant 13 calendar months ago (UTC; the 31st becomes the month's last day). */
export function activityCutoff(now: number): string {
  const at = new Date(now);
  const month = at.getUTCMonth() - ACTIVITY_MONTHS;
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), month + 1, 0)).getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(month);
  at.setUTCDate(Math.min(new Date(now).getUTCDate(), lastDay));
  return at.toISOString();
}

const id = (column: string) => `CAST(e.object_id AS INTEGER) = ${column}`;
// Whether the object still exists (for the customer): the portal links only to those.
const EXISTS = `CASE e.object_type
  WHEN 'contact' THEN EXISTS (SELECT 1 FROM contacts x WHERE ${id('x.id')} AND x.customer_id = e.customer_id)
  WHEN 'trunk' THEN EXISTS (SELECT 1 FROM trunks x WHERE ${id('x.id')} AND x.customer_id = e.customer_id)
  WHEN 'trunk_address' THEN EXISTS (SELECT 1 FROM trunk_addresses x JOIN trunks t ON t.id = x.trunk_id
    WHERE ${id('x.id')} AND t.customer_id = e.customer_id)
  WHEN 'did' THEN EXISTS (SELECT 1 FROM dids x WHERE x.did = e.object_id AND x.customer_id = e.customer_id)
  WHEN 'did_group' THEN EXISTS (SELECT 1 FROM did_groups x WHERE ${id('x.id')} AND x.customer_id = e.customer_id)
  WHEN 'end_user' THEN EXISTS (SELECT 1 FROM profiles x WHERE ${id('x.id')} AND x.customer_id = e.customer_id)
  WHEN 'document' THEN EXISTS (SELECT 1 FROM profile_documents x JOIN profiles p ON p.id = x.profile_id
    WHERE ${id('x.id')} AND p.customer_id = e.customer_id)
  WHEN 'order' THEN EXISTS (SELECT 1 FROM orders x WHERE x.uuid = e.object_id AND x.customer_id = e.customer_id)
  WHEN 'ticket' THEN EXISTS (SELECT 1 FROM tickets x WHERE ${id('x.id')} AND x.customer_id = e.customer_id)
  WHEN 'porting_request' THEN EXISTS (SELECT 1 FROM porting_requests x WHERE ${id('x.id')}
    AND x.customer_id = e.customer_id)
  ELSE 1 END`;

const COLUMNS = `e.id, e.time, e.actor, e.actor_type, e.kind, e.object_type, e.object_id, e.object_name, e.summary, e.ip,
  ${EXISTS} AS object_exists`;

const WHERE = `e.customer_id = @customer AND e.time >= @cutoff
  AND (@actor IS NULL OR e.actor_type = @actor)
  AND (@kind IS NULL OR e.kind = @kind)
  AND (@object IS NULL OR instr(lower(coalesce(e.object_name, '')), @object) > 0
    OR instr(lower(coalesce(e.object_id, '')), @object) > 0)
  AND (@from IS NULL OR e.time >= @from)
  AND (@until IS NULL OR e.time < @until)`;

const ORDER = 'ORDER BY e.time DESC, e.id DESC';

/** `2026-11-20T14:03:11Z`: UTC, to the second. */
const answerTime = (time: string) => `${time.slice(0, 19)}Z`;

function eventJson(row: EventRow): ActivityEventAnswer {
  return {
    id: row.id,
    time: answerTime(row.time),
    actor: row.actor,
    actor_type: row.actor_type,
    kind: row.kind,
    object:
      row.object_type === null
        ? null
        : {
            type: row.object_type,
            id: row.object_id ?? '',
            name: row.object_name ?? '',
            exists: row.object_exists === 1,
          },
    summary: row.summary,
    ip: row.ip,
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real `YYYY-MM-DD` day, else undefined. */
function parseDay(value: string): Date | undefined {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value ? day : undefined;
}

const invalidChoice = (value: string) => [`Select a valid choice. ${value} is not one of the available choices.`];

function readFilters(c: SandboxContext, now: Clock): Filters {
  const errors: Record<string, string[]> = {};
  const text = (name: string) => {
    const value = c.req.query(name);
    return value === undefined || value === '' ? null : value;
  };
  const actor = text('actor');
  if (actor !== null && actor !== 'customer' && actor !== 'support') errors.actor = invalidChoice(actor);
  const kind = text('kind');
  if (kind !== null && !ACTIVITY_KINDS.includes(kind as ActivityKind)) errors.kind = invalidChoice(kind);
  const day = (name: string) => {
    const value = text(name);
    if (value === null) return null;
    const parsed = parseDay(value);
    if (!parsed) errors[name] = ['Enter a valid date.'];
    return parsed ?? null;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && from > to) errors.to = ['Enter a date on or after the "from" date.'];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const object = text('object');
  const until = to ? new Date(to.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10) : null;
  return {
    customer: customerId(c),
    cutoff: activityCutoff(now()),
    actor,
    kind,
    object: object === null ? null : object.trim().toLowerCase(),
    from: from ? from.toISOString().slice(0, 10) : null,
    until,
  };
}

const CSV_HEADER = ['Time (UTC)', 'Actor', 'Support', 'Kind', 'Object', 'Summary', 'IP'];

export function registerActivityRoutes(router: Router, { db }: AreaDeps, now: Clock = Date.now): void {
  const count = db.prepare<Filters, number>(`SELECT COUNT(*) FROM activity_events e WHERE ${WHERE}`).pluck();
  const page = db.prepare<Filters & { limit: number; offset: number }, EventRow>(
    `SELECT ${COLUMNS} FROM activity_events e WHERE ${WHERE} ${ORDER} LIMIT @limit OFFSET @offset`,
  );
  const all = db.prepare<Filters, EventRow>(`SELECT ${COLUMNS} FROM activity_events e WHERE ${WHERE} ${ORDER}`);
  const one = db.prepare<{ id: number; customer: number; cutoff: string }, EventRow>(
    `SELECT ${COLUMNS} FROM activity_events e WHERE e.id = @id AND e.customer_id = @customer AND e.time >= @cutoff`,
  );

  router.resource('customer/activity', {
    get: (c) => {
      const filters = readFilters(c, now);
      if (c.req.query('_export') === 'csv') {
        const rows = all.iterate(filters);
        const lines = (function* () {
          for (const row of rows) {
            yield [
              answerTime(row.time),
              row.actor,
              row.actor_type === 'support' ? 'yes' : 'no',
              row.kind,
              row.object_name ?? '',
              row.summary,
              row.ip,
            ];
          }
        })();
        return csvResponse(c, `activity-${new Date(now()).toISOString().slice(0, 10)}.csv`, CSV_HEADER, lines);
      }
      return c.json(
        paginate(
          c,
          () => count.get(filters) ?? 0,
          (limit, offset) => page.all({ ...filters, limit, offset }).map(eventJson),
        ),
      );
    },
  });

  router.resource('customer/activity/:id{[0-9]+}', {
    get: (c) => {
      const row = one.get({ id: Number(c.req.param('id')), customer: customerId(c), cutoff: activityCutoff(now()) });
      if (!row) throw notFound();
      return c.json(eventJson(row));
    },
  });
}
