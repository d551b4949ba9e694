/**
 * Trunk addresses (a primary and a failover on the first two trunks of each customer, port 5060) and, for capacity
 * customers, DID groups: one default group per (country, plan) holding its numbers, plus three named demo groups.
 */
import type Database from 'better-sqlite3';

/** Addresses per trunk, in the customer's trunk order: [address, primary]. */
const ADDRESSES: Record<number, [address: string, primary: boolean][][]> = {
  1: [
    [
      ['192.0.2.10', true],
      ['192.0.2.11', false],
    ],
    [
      ['sbc-fra.northwind-telecom.nl', true],
      ['192.0.2.75', false],
    ],
  ],
  2: [
    [
      ['198.51.100.23', true],
      ['198.51.100.24', false],
    ],
    [['198.51.100.140', true]],
  ],
};

/** Named groups: [name, plan id, how many numbers, shared channels]. */
const NAMED_GROUPS: [name: string, planId: number, size: number, channels: number][] = [
  ['Amsterdam office', 1, 6, 10],
  ['Customer service NL', 4, 4, 4],
  ['Berlin sales', 10, 5, 0],
];

export const defaultGroupName = (country: string, plan: string): string => `Default - ${country} - ${plan}`;

export function seedCapacityExtra(db: Database.Database, customerId: number, seed: number, seedDate: string): void {
  void seed;
  void seedDate;
  const trunks = db
    .prepare<[number], number>('SELECT id FROM trunks WHERE customer_id = ? ORDER BY id')
    .pluck()
    .all(customerId);
  const address = db.prepare(
    'INSERT INTO trunk_addresses (trunk_id, address, port, is_primary, is_failover) VALUES (?, ?, 5060, ?, ?)',
  );
  (ADDRESSES[customerId] ?? []).forEach((rows, i) => {
    if (trunks[i] === undefined) return;
    for (const [host, primary] of rows) address.run(trunks[i], host, primary ? 1 : 0, primary ? 0 : 1);
  });

  const model = db
    .prepare<[number], string>('SELECT payment_model FROM customers WHERE id = ?')
    .pluck()
    .get(customerId);
  if (model !== 'capacity') return;
  const insertGroup =
    db.prepare(`INSERT INTO did_groups (customer_id, name, country_id, plan_id, is_default, channel_amount)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const pairs = db
    .prepare<[number], { country_id: number; plan_id: number; country: string; plan: string }>(
      `SELECT DISTINCT d.country_id, d.plan_id, c.name AS country, p.name AS plan FROM dids d
       JOIN countries c ON c.id = d.country_id JOIN plans p ON p.id = d.plan_id WHERE d.customer_id = ? ORDER BY d.country_id, d.plan_id`,
    )
    .all(customerId);
  const assign = db.prepare(
    'UPDATE dids SET did_group_id = ? WHERE customer_id = ? AND country_id = ? AND plan_id = ?',
  );
  for (const pair of pairs) {
    const id = insertGroup.run(
      customerId,
      defaultGroupName(pair.country, pair.plan),
      pair.country_id,
      pair.plan_id,
      1,
      0,
    ).lastInsertRowid;
    assign.run(id, customerId, pair.country_id, pair.plan_id);
  }
  const members = db
    .prepare<[number, number, number], number>(
      'SELECT id FROM dids WHERE customer_id = ? AND plan_id = ? AND is_being_cancelled = 0 ORDER BY did LIMIT ?',
    )
    .pluck();
  const planCountry = db.prepare<[number], number>('SELECT country_id FROM plans WHERE id = ?').pluck();
  const move = db.prepare('UPDATE dids SET did_group_id = ? WHERE id = ?');
  for (const [name, planId, size, channels] of NAMED_GROUPS) {
    const countryId = planCountry.get(planId);
    if (countryId === undefined || !pairs.some((p) => p.plan_id === planId)) continue;
    const id = insertGroup.run(customerId, name, countryId, planId, 0, channels).lastInsertRowid;
    for (const did of members.all(customerId, planId, size)) move.run(id, did);
  }
}
