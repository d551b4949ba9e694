/**
 * Seeded activity trail (issue 35): for each customer, events by its own login over the last weeks, a few by support
 * (`support`, acting for demo) in the last 7 days, and one older than 13 months (never answered).
 *
 * The one seed dated from the seeding moment (`now`), not from SEED_DATE: the trail answers 13 months back from the
 * clock, and the portal counts support's events of its last 7 days, so events dated from SEED_DATE would all be out
 * of sight. `POST /__sandbox/reset` seeds afresh and so re-dates them; the rows are otherwise the same every time.
 */
import type Database from 'better-sqlite3';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface Named {
  id: number | string;
  name: string;
}

interface SeedEvent {
  /** How long before `now`, in ms. */
  ago: number;
  actor: string;
  support?: boolean;
  kind: string;
  object: { type: string; item: Named | undefined } | null;
  summary: string;
  ip: string;
}

export function seedActivity(db: Database.Database, customerId: number, login: string, now: number): void {
  const first = <T>(sql: string, offset = 0) => db.prepare<[number, number], T>(sql).get(customerId, offset);
  const trunk = (offset: number) =>
    first<Named>('SELECT id, name FROM trunks WHERE customer_id = ? ORDER BY id LIMIT 1 OFFSET ?', offset);
  const did = (offset: number) => {
    const row = first<{ did: string }>(
      'SELECT did FROM dids WHERE customer_id = ? ORDER BY id LIMIT 1 OFFSET ?',
      offset,
    );
    return row ? { id: row.did, name: `+${row.did}` } : undefined;
  };
  const profile = first<Named>('SELECT id, name FROM profiles WHERE customer_id = ? ORDER BY id LIMIT 1 OFFSET ?');
  const contact = first<Named>('SELECT id, name FROM contacts WHERE customer_id = ? ORDER BY id LIMIT 1 OFFSET ?');
  const order = first<{ uuid: string; reference_number: string }>(
    'SELECT uuid, reference_number FROM orders WHERE customer_id = ? ORDER BY id LIMIT 1 OFFSET ?',
  );
  const account = { id: customerId, name: login };
  const ip = customerId === 1 ? '203.0.113.24' : '192.0.2.61';
  const supportIp = '198.51.100.7';
  const mine = (ago: number, kind: string, object: SeedEvent['object'], summary: string): SeedEvent => ({
    ago,
    actor: login,
    kind,
    object,
    summary,
    ip,
  });
  const bySupport = (ago: number, kind: string, object: SeedEvent['object'], summary: string): SeedEvent => ({
    ago,
    actor: 'support',
    support: true,
    kind,
    object,
    summary,
    ip: supportIp,
  });

  const events: SeedEvent[] = [
    mine(400 * DAY_MS, 'sign_in', null, 'Signed in'),
    mine(45 * DAY_MS, 'sign_in', null, 'Signed in'),
    mine(
      45 * DAY_MS - HOUR_MS,
      'contact_update',
      { type: 'contact', item: contact },
      `Contact "${contact?.name}" updated`,
    ),
    mine(30 * DAY_MS, 'trunk_update', { type: 'trunk', item: trunk(0) }, `Trunk "${trunk(0)?.name}" updated`),
    mine(21 * DAY_MS, 'sign_in_failed', null, 'Failed sign-in (wrong password)'),
    mine(21 * DAY_MS - 5 * 60 * 1000, 'sign_in', null, 'Signed in'),
    mine(
      20 * DAY_MS,
      'checkout',
      order ? { type: 'order', item: { id: order.uuid, name: order.reference_number } } : null,
      `Cart checked out: order ${order?.reference_number}`,
    ),
    mine(
      12 * DAY_MS,
      'end_user_update',
      { type: 'end_user', item: profile },
      `End user data of "${profile?.name}" changed`,
    ),
    mine(9 * DAY_MS, 'number_routing', { type: 'did', item: did(0) }, 'Routing number +31201234567 added (Fixed)'),
    mine(2 * DAY_MS, 'api_key_regenerate', { type: 'account', item: account }, 'API key regenerated'),
    mine(HOUR_MS, 'sign_in', null, 'Signed in'),
  ];
  if (customerId === 1) {
    events.push(
      bySupport(3 * DAY_MS, 'support_session_start', null, 'Support session started'),
      bySupport(
        3 * DAY_MS - 10 * 60 * 1000,
        'number_routing',
        { type: 'did', item: did(1) },
        'Routing number changed to +31207001234 (Fixed)',
      ),
      bySupport(
        3 * DAY_MS - 20 * 60 * 1000,
        'trunk_address_update',
        { type: 'trunk', item: trunk(1) },
        `Addresses of trunk "${trunk(1)?.name}" saved: 1 updated, 0 added`,
      ),
      bySupport(3 * DAY_MS - 30 * 60 * 1000, 'support_session_release', null, 'Support session released'),
    );
  }

  const insert = db.prepare(`INSERT INTO activity_events
    (customer_id, time, actor, actor_type, kind, object_type, object_id, object_name, summary, ip)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // Oldest first, so that ids grow with time as they do live.
  for (const event of events.sort((a, b) => b.ago - a.ago)) {
    const object = event.object?.item ? { type: event.object.type, ...event.object.item } : null;
    insert.run(
      customerId,
      new Date(now - event.ago).toISOString(),
      event.actor,
      event.support ? 'support' : 'customer',
      event.kind,
      object?.type ?? null,
      object === null ? null : String(object.id),
      object?.name ?? null,
      event.summary,
      event.ip,
    );
  }
}
