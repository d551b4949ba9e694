/**
 * The numbers area's own rows: routing numbers on every 12th number of a customer (1 to 3 entries, one per
 * originating network) and a shadow routing number on every other one of those.
 */
import type Database from 'better-sqlite3';
import { Faker, base } from '@faker-js/faker';

const DIALLING: Record<number, string> = { 1: '31', 2: '33' };

export function seedNumbersExtra(db: Database.Database, customerId: number, seed: number, seedDate: string): void {
  void seedDate;
  const faker = new Faker({ locale: [base] });
  faker.seed(seed);
  const ids = db
    .prepare<[number], number>('SELECT id FROM dids WHERE customer_id = ? AND is_being_cancelled = 0 ORDER BY did')
    .pluck()
    .all(customerId);
  const insertEntry = db.prepare('INSERT INTO routing_numbers (did_id, nature_id, number_out) VALUES (?, ?, ?)');
  const insertShadow = db.prepare('INSERT INTO shadow_routing_numbers (did_id, number) VALUES (?, ?)');
  const code = DIALLING[customerId] ?? '31';
  const outgoing = () => `+${code}${faker.string.numeric({ length: 9, allowLeadingZeros: false })}`;
  ids.forEach((didId, i) => {
    if (i % 12 !== 0) return;
    // All networks alone, or Fixed and Mobile (and International), as a customer routing by caller type would.
    const natures = faker.helpers.arrayElement([[1], [2, 3], [2, 3, 5]]);
    for (const nature of natures) insertEntry.run(didId, nature, outgoing());
    if (i % 24 === 0) insertShadow.run(didId, outgoing());
  });
}
