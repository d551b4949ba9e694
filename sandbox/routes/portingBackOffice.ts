/**
 * The provider's porting staff, simulated (issue 46): `POST /__sandbox/porting` moves a customer's request as they
 * would, and a completed request's numbers join the customer's numbers in the same transaction (routes/porting.ts is
 * the customer's side of the API).
 */
import { oneLine } from '@/sandbox/activity';
import type { Clock } from '@/sandbox/auth';
import type { Db } from '@/sandbox/db';
import { PORTING_STATUSES, type PortingStatus } from '@/sandbox/db/schema-porting';
import { DrfError, MESSAGES, notFound } from '@/sandbox/errors';
import { type Body, FieldErrors } from '@/sandbox/validation';
import { PORTING_MESSAGES, dayOf, parseDay } from './porting';

/** Where the provider's staff may move a request, from where. */
const MOVES: Partial<Record<PortingStatus, readonly PortingStatus[]>> = {
  submitted: ['in_progress', 'foc_confirmed', 'rejected'],
  in_progress: ['foc_confirmed', 'rejected'],
  foc_confirmed: ['completed', 'rejected'],
};

/**
 * The provider's staff, simulated (`POST /__sandbox/porting {id, status, foc_date?, reason?}`): a move the customer
 * sees on the request, its timeline and the dashboard. `completed` adds the numbers to the customer's numbers, each in
 * the request's country (the area whose prefix it starts with, else the country's first; the country's first plan),
 * in one transaction with the move; a number already on the network refuses the move (409) and changes nothing.
 */
export function createPortingBackOffice(db: Db, now: Clock = Date.now) {
  const request = db.prepare<[number], { id: number; customer_id: number; country_id: number; status: PortingStatus }>(
    'SELECT id, customer_id, country_id, status FROM porting_requests WHERE id = ?',
  );
  const numbers = db
    .prepare<[number], string>('SELECT number FROM porting_numbers WHERE request_id = ? ORDER BY position')
    .pluck();
  const taken = db.prepare<[string], number>('SELECT 1 FROM dids WHERE did = ?').pluck();
  const dialling = db.prepare<[number], string>('SELECT dialling_code FROM countries WHERE id = ?').pluck();
  const areas = db.prepare<[number], { id: number; prefix: string }>(
    'SELECT id, prefix FROM areas WHERE country_id = ? ORDER BY id',
  );
  const plan = db.prepare<[number], { id: number; mrc_cents: number | null; nrc_cents: number | null }>(
    `SELECT p.id, o.mrc_cents, o.nrc_cents FROM plans p LEFT JOIN plan_offers o ON o.plan_id = p.id
     WHERE p.country_id = ? ORDER BY p.id LIMIT 1`,
  );
  const insertDid = db.prepare(`INSERT INTO dids (customer_id, did, country_id, area_id, plan_id, start_date,
    earliest_cancel, mrc_cents, nrc_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const update = db.prepare(`UPDATE porting_requests SET status = @status, foc_date = coalesce(@foc_date, foc_date),
    rejection_reason = @reason, updated = @at WHERE id = @id`);
  const trail = db.prepare(`INSERT INTO activity_events (customer_id, time, actor, actor_type, kind, object_type,
    object_id, object_name, summary, ip) VALUES (?, ?, 'support', 'support', 'porting_status', 'porting_request', ?, ?, ?, '')`);

  return {
    move(body: Body) {
      const errors = new FieldErrors();
      const id = typeof body.id === 'number' && Number.isInteger(body.id) ? body.id : undefined;
      if (id === undefined) errors.add('id', 'Enter the request id.');
      const status = body.status as PortingStatus;
      if (!(PORTING_STATUSES as readonly string[]).includes(String(body.status)))
        errors.add('status', PORTING_MESSAGES.invalidStatus);
      const focDate = typeof body.foc_date === 'string' ? body.foc_date : undefined;
      if (status === 'foc_confirmed' && (!focDate || !parseDay(focDate)))
        errors.add('foc_date', PORTING_MESSAGES.invalidDate);
      const reason = typeof body.reason === 'string' ? body.reason.trim().slice(0, 500) : '';
      if (status === 'rejected' && !reason) errors.add('reason', MESSAGES.required);
      errors.check();
      const row = request.get(id!);
      if (!row) throw notFound();
      if (!MOVES[row.status]?.includes(status))
        throw new DrfError(409, { detail: `A ${row.status} request cannot become ${status}.` });
      const at = new Date(now()).toISOString();
      db.transaction(() => {
        if (status === 'completed') {
          const list = numbers.all(row.id).map((number) => number.slice(1));
          const onNetwork = list.filter((did) => taken.get(did) === 1);
          if (onNetwork.length)
            throw new DrfError(409, {
              detail: `Already on the network: ${onNetwork.map((did) => `+${did}`).join(', ')}`,
            });
          const code = dialling.get(row.country_id) ?? '';
          const known = areas.all(row.country_id);
          const offer = plan.get(row.country_id);
          if (!known.length || !offer)
            throw new DrfError(409, { detail: 'The country has no area or plan to add to.' });
          const today = at.slice(0, 10);
          const month = new Date(`${today}T00:00:00Z`);
          month.setUTCMonth(month.getUTCMonth() + 1);
          for (const did of list) {
            const area = known.find((item) => did.startsWith(`${code}${item.prefix}`)) ?? known[0];
            insertDid.run(
              row.customer_id,
              did,
              row.country_id,
              area.id,
              offer.id,
              today,
              dayOf(month),
              offer.mrc_cents ?? 0,
              offer.nrc_cents ?? 0,
            );
          }
        }
        update.run({
          id: row.id,
          status,
          foc_date: status === 'foc_confirmed' ? focDate : null,
          reason: status === 'rejected' ? reason : null,
          at,
        });
        const said = status === 'foc_confirmed' ? ` (FOC ${focDate})` : status === 'rejected' ? `: ${reason}` : '';
        trail.run(
          row.customer_id,
          at,
          String(row.id),
          `Porting #${row.id}`,
          oneLine(`Porting request #${row.id} is ${status.replace('_', ' ')}${said}`),
        );
      })();
      return { id: row.id, status };
    },
  };
}

export type PortingBackOffice = ReturnType<typeof createPortingBackOffice>;
