/**
 * A year of a customer's orders (after its numbers and DID groups): every status, some backorder-only, some with
 * backorder or channel lines, end users with pending or rejected documents, and two orders of more than 20 numbers.
 */
import type Database from 'better-sqlite3';
import { Faker, base } from '@faker-js/faker';

interface OwnedDid {
  did: string;
  country_id: number;
  area_id: number;
  plan_id: number;
  plan_type: number;
  profile_id: number | null;
  mrc_cents: number;
  nrc_cents: number;
  location: string;
}

/** The statuses of the orders, newest first: the newest are still open or incomplete. */
const STATUSES = [
  2, 1, 4, 3, 2, 5, 4, 1, 5, 6, 5, 3, 5, 5, 4, 2, 5, 6, 5, 5, 3, 5, 5, 2, 6, 5, 5, 5, 5, 5, 5, 5, 6, 5, 5, 5, 6, 5, 5,
  5, 5, 3, 5, 5, 5, 5, 6, 5,
];

const MESSAGES: Record<number, string> = {
  3: 'The proof of address is older than 6 months; please upload a recent one.',
  6: "Cancelled at the customer's request.",
};

const DAY = 86_400_000;

export function seedOrders(db: Database.Database, customerId: number, seed: number, seedDate: string): void {
  const faker = new Faker({ locale: [base] });
  faker.seed(seed);
  const owned = db
    .prepare<[number], OwnedDid>(
      `SELECT d.did, d.country_id, d.area_id, d.plan_id, p.plan_type, d.profile_id, d.mrc_cents, d.nrc_cents,
       a.name || ', ' || c.name AS location FROM dids d JOIN plans p ON p.id = d.plan_id JOIN areas a ON a.id = d.area_id
       JOIN countries c ON c.id = d.country_id WHERE d.customer_id = ? ORDER BY d.id`,
    )
    .all(customerId);
  if (owned.length === 0) return;
  const groups = db
    .prepare<[number], { name: string }>(
      'SELECT name FROM did_groups WHERE customer_id = ? AND is_default = 0 ORDER BY id',
    )
    .all(customerId);
  const documents = db
    .prepare<[number], number>(
      'SELECT document_type_id FROM plan_documents WHERE plan_id = ? ORDER BY document_type_id',
    )
    .pluck();
  const insertOrder =
    db.prepare(`INSERT INTO orders (uuid, customer_id, reference_number, status_id, date_commit, cancellation, message,
    country_id, area_id, pending_docs, rejected_documents, sof_document, sof_compulsory) VALUES (@uuid, @customer, @reference, @status,
    @date, @cancellation, @message, @country, @area, @pending, @rejected, @sof, @sof_compulsory)`);
  const insertLine =
    db.prepare(`INSERT INTO order_lines (order_id, kind, did, name, country_id, area_id, plan_id, amount, nrc_cents,
    mrc_cents, profile_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertProfile =
    db.prepare(`INSERT INTO order_profiles (order_id, profile_id, status_id, location, country_id, plan_id, plan_type)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertDocument = db.prepare(
    'INSERT INTO order_profile_documents (order_profile_id, document_type_id) VALUES (?, ?)',
  );

  const pool = faker.helpers.shuffle([...owned]);
  let next = 0;
  const take = (): OwnedDid => pool[next++ % pool.length];

  STATUSES.forEach((status, i) => {
    const first = take();
    const backorderOnly = i % 7 === 3;
    const size = i === 4 ? 25 : i === 13 ? 22 : backorderOnly ? 0 : faker.number.int({ min: 1, max: 5 });
    const dids =
      size > 0 ? [first, ...owned.filter((d) => d !== first && d.plan_id === first.plan_id).slice(0, size - 1)] : [];
    while (dids.length < size) dids.push(take());
    const backorder = backorderOnly || i % 5 === 1 ? faker.number.int({ min: 5, max: 20 }) : 0;
    const channels = i % 6 === 2;
    const pending = status === 2 ? documents.all(first.plan_id).slice(0, 2) : [];
    const rejected = status === 3 ? documents.all(first.plan_id).slice(0, 1) : [];
    const date = new Date(
      Date.parse(seedDate) -
        (i * 7 + faker.number.int({ min: 0, max: 5 })) * DAY -
        faker.number.int({ min: 0, max: 36_000_000 }),
    );
    const sameArea = dids.every((d) => d.area_id === first.area_id);
    const orderId = Number(
      insertOrder.run({
        uuid: faker.string.uuid(),
        customer: customerId,
        reference: `ORD-${date.toISOString().slice(0, 4)}-${customerId}${String(1000 + i).padStart(5, '0')}`,
        status,
        date: date.toISOString(),
        cancellation: i % 11 === 8 ? 1 : 0,
        message: MESSAGES[status] ?? null,
        country: first.country_id,
        area: sameArea ? first.area_id : null,
        pending: pending.length,
        rejected: rejected.length,
        sof: status === 5 || status === 4 ? 1 : 0,
        sof_compulsory: first.plan_type === 5 || first.plan_type === 7 ? 1 : 0,
      }).lastInsertRowid,
    );
    for (const did of dids) {
      insertLine.run(
        orderId,
        'did',
        did.did,
        null,
        did.country_id,
        did.area_id,
        did.plan_id,
        1,
        did.nrc_cents,
        did.mrc_cents,
        did.profile_id,
      );
    }
    if (backorder > 0) {
      insertLine.run(
        orderId,
        'backorder',
        null,
        null,
        first.country_id,
        first.area_id,
        first.plan_id,
        backorder,
        first.nrc_cents,
        first.mrc_cents,
        first.profile_id,
      );
    }
    if (channels) {
      insertLine.run(
        orderId,
        'dedicated_channel',
        first.did,
        first.did,
        first.country_id,
        first.area_id,
        first.plan_id,
        faker.number.int({ min: 1, max: 4 }),
        500,
        250,
        null,
      );
      const group = groups[i % Math.max(groups.length, 1)];
      if (group)
        insertLine.run(
          orderId,
          'shared_channel',
          null,
          group.name,
          first.country_id,
          null,
          first.plan_id,
          faker.number.int({ min: 2, max: 10 }),
          500,
          300,
          null,
        );
    }
    const profileIds = [
      ...new Set([first, ...dids].map((d) => d.profile_id).filter((id): id is number => id !== null)),
    ];
    for (const profileId of profileIds) {
      const profileStatus = status === 2 || status === 3 ? status : status === 6 ? 6 : 5;
      const id = Number(
        insertProfile.run(
          orderId,
          profileId,
          profileStatus,
          first.location,
          first.country_id,
          first.plan_id,
          first.plan_type,
        ).lastInsertRowid,
      );
      for (const document of [...pending, ...rejected]) insertDocument.run(id, document);
    }
  });
}
