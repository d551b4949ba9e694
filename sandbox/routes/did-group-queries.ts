/** The prepared statements of the DID group routes. */
import type { Db } from '@/sandbox/db';

export interface GroupRow {
  id: number;
  customer_id: number;
  name: string;
  country_id: number;
  country: string;
  plan_id: number;
  plan: string;
  plan_type: number;
  tos: number;
  channel_amount: number;
  max_shared_channels: number;
  is_default: number;
  default_group_id: number | null;
}

interface Filters {
  customer: number;
  country: number | null;
  plan: number | null;
  type: number | null;
  name: string;
}

const SELECT_GROUP = `SELECT g.id, g.customer_id, g.name, g.country_id, c.name AS country, g.plan_id, p.name AS plan, p.plan_type,
  p.tos, g.channel_amount, g.max_shared_channels, g.is_default,
  (SELECT d.id FROM did_groups d WHERE d.customer_id = g.customer_id AND d.country_id = g.country_id AND d.plan_id = g.plan_id
   AND d.is_default = 1) AS default_group_id
  FROM did_groups g JOIN countries c ON c.id = g.country_id JOIN plans p ON p.id = g.plan_id`;

const FILTER = `WHERE g.customer_id = @customer AND (@country IS NULL OR g.country_id = @country)
  AND (@plan IS NULL OR g.plan_id = @plan) AND (@type IS NULL OR p.plan_type = @type) AND instr(lower(g.name), lower(@name)) > 0`;

export function didGroupQueries(db: Db) {
  return {
    paymentModel: db.prepare<[number], string>('SELECT payment_model FROM customers WHERE id = ?').pluck(),
    count: db
      .prepare<[Filters], number>(`SELECT count(*) FROM did_groups g JOIN plans p ON p.id = g.plan_id ${FILTER}`)
      .pluck(),
    page: db.prepare<[Filters & { limit: number; offset: number }], GroupRow>(
      `${SELECT_GROUP} ${FILTER} ORDER BY c.name, g.plan_id, g.is_default DESC, g.name COLLATE NOCASE LIMIT @limit OFFSET @offset`,
    ),
    one: db.prepare<[number, number], GroupRow>(`${SELECT_GROUP} WHERE g.id = ? AND g.customer_id = ?`),
    forSelect: db.prepare<[number], { value: number; name: string }>(
      'SELECT id AS value, name FROM did_groups WHERE customer_id = ? ORDER BY name COLLATE NOCASE',
    ),
    countries: db.prepare<[{ c: number }], { value: number; name: string }>(
      `SELECT c.id AS value, c.name FROM countries c WHERE c.id IN (SELECT country_id FROM dids WHERE customer_id = @c
       UNION SELECT country_id FROM did_groups WHERE customer_id = @c) ORDER BY c.name`,
    ),
    plans: db.prepare<[number], { value: number; name: string; plan_type: number; tos: number }>(
      'SELECT id AS value, name, plan_type, tos FROM plans WHERE country_id = ? ORDER BY id',
    ),
    countryExists: db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck(),
    planCountry: db.prepare<[number], number>('SELECT country_id FROM plans WHERE id = ?').pluck(),
    names: db.prepare<[number, number], { country: string; plan: string }>(
      'SELECT c.name AS country, p.name AS plan FROM countries c JOIN plans p ON p.country_id = c.id WHERE c.id = ? AND p.id = ?',
    ),
    defaultId: db
      .prepare<[number, number, number], number>(
        'SELECT id FROM did_groups WHERE customer_id = ? AND country_id = ? AND plan_id = ? AND is_default = 1',
      )
      .pluck(),
    nameTaken: db
      .prepare<[number, string, number], number>(
        'SELECT 1 FROM did_groups WHERE customer_id = ? AND name = ? COLLATE NOCASE AND id <> ?',
      )
      .pluck(),
    insert: db.prepare(
      'INSERT INTO did_groups (customer_id, name, country_id, plan_id, is_default) VALUES (?, ?, ?, ?, ?)',
    ),
    rename: db.prepare('UPDATE did_groups SET name = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM did_groups WHERE id = ?'),
    // A default group also holds its pair's numbers that were never grouped (did_group_id NULL).
    dids: db.prepare<[{ group: number; customer: number }], { did: string; profile: string | null }>(
      `SELECT d.did, pr.name AS profile FROM dids d JOIN did_groups g ON g.id = @group LEFT JOIN profiles pr ON pr.id = d.profile_id
       WHERE d.customer_id = @customer AND (d.did_group_id = g.id OR (d.did_group_id IS NULL AND g.is_default = 1
       AND d.country_id = g.country_id AND d.plan_id = g.plan_id)) ORDER BY d.did`,
    ),
    numberOf: db.prepare<
      [number, string],
      { id: number; country_id: number; plan_id: number; did_group_id: number | null }
    >('SELECT id, country_id, plan_id, did_group_id FROM dids WHERE customer_id = ? AND did = ?'),
    moveOne: db.prepare('UPDATE dids SET did_group_id = ? WHERE id = ?'),
    moveAll: db.prepare('UPDATE dids SET did_group_id = ? WHERE did_group_id = ?'),
  };
}
