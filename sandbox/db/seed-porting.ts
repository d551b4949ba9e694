/**
 * Porting requests (issue 46): the demo customer has one in each state the portal shows apart (a draft, one rejected
 * with the carrier's reason, one confirmed for a day), the metered customer one (for the 404s). Their numbers are in the
 * Dutch 085 and French 09 ranges, which no seeded number uses.
 */
import type Database from 'better-sqlite3';
import type { PortingStatus } from './schema-porting';

interface SeededRequest {
  country: number;
  numbers: string[];
  status: PortingStatus;
  desired: string;
  foc?: string;
  reason?: string;
}

const range = (prefix: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(from + i).padStart(4, '0')}`);

const DEMO: SeededRequest[] = [
  { country: 1, numbers: range('+3185000', 1, 2), status: 'draft', desired: '2025-09-22' },
  {
    country: 2,
    numbers: range('+3397000', 1, 1),
    status: 'rejected',
    desired: '2025-09-15',
    reason: 'The account number does not match the current carrier’s records.',
  },
  { country: 1, numbers: range('+3185000', 101, 5), status: 'foc_confirmed', desired: '2025-09-11', foc: '2025-09-11' },
];
const OTHER: SeededRequest[] = [
  { country: 1, numbers: range('+3185000', 901, 1), status: 'submitted', desired: '2025-09-19' },
];

export function seedPorting(db: Database.Database, customer: number, demo: boolean, date: string): void {
  const insert = db.prepare(`INSERT INTO porting_requests (customer_id, country_id, donor_carrier, donor_account,
    authorized_name, service_address, desired_date, status, foc_date, rejection_reason, created, updated)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const number = db.prepare('INSERT INTO porting_numbers (request_id, number, position) VALUES (?, ?, ?)');
  for (const request of demo ? DEMO : OTHER) {
    const id = Number(
      insert.run(
        customer,
        request.country,
        'KPN B.V.',
        `ACC-${1000 + customer}`,
        'Ann Lee',
        'Damrak 1, 1012 LG Amsterdam',
        request.desired,
        request.status,
        request.foc ?? null,
        request.reason ?? null,
        date,
        date,
      ).lastInsertRowid,
    );
    request.numbers.forEach((value, position) => number.run(id, value, position));
  }
}
