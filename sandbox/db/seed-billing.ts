/**
 * Eighteen months of invoices per customer and, for a prepaid customer, the balance ledger (issue 12). An invoice
 * bills the MRC of every number held that month and the month's calls; the ledger holds those calls one by one, the
 * numbers' part of each invoice, and the top-ups, from an opening balance such that its last row is the customer's
 * balance.
 */
import type Database from 'better-sqlite3';
import { Faker, base } from '@faker-js/faker';
import { billedMonths, invoiceReference, type BilledMonth } from '@/sandbox/billing/months';

interface HeldDid {
  did: string;
  mrc_cents: number;
  start_date: string;
  cancellation_date: string | null;
}

interface Call {
  at: string;
  did: string;
  seconds: number;
  cents: number;
}

interface LedgerRow {
  at: string;
  description: string;
  cents: number;
  isCall: boolean;
}

const isHeld = (did: HeldDid, month: BilledMonth) =>
  did.start_date <= month.end && (did.cancellation_date === null || did.cancellation_date >= month.start);

const plus = (did: string) => `+${did}`;
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;

function callsOf(faker: Faker, month: BilledMonth, dids: HeldDid[], perMonth: [number, number]): Call[] {
  if (dids.length === 0) return [];
  const from = new Date(`${month.start}T00:00:00Z`).getTime();
  const to = new Date(`${month.end}T23:59:59Z`).getTime();
  const calls = Array.from({ length: faker.number.int({ min: perMonth[0], max: perMonth[1] }) }, () => {
    const seconds = faker.number.int({ min: 20, max: 1500 });
    // Billed 60/60: whole minutes at 1 to 6 cents, plus a set-up of 0 to 2 cents.
    const cents = Math.ceil(seconds / 60) * faker.number.int({ min: 1, max: 6 }) + faker.number.int({ min: 0, max: 2 });
    return {
      at: new Date(faker.number.int({ min: from, max: to })).toISOString(),
      did: faker.helpers.arrayElement(dids).did,
      seconds,
      cents,
    };
  });
  return calls.sort((a, b) => a.at.localeCompare(b.at));
}

export function seedBilling(db: Database.Database, customerId: number, seed: number, seedDate: string): void {
  const faker = new Faker({ locale: [base] });
  faker.seed(seed);
  const customer = db
    .prepare<[number], { customer_type: number; balance_cents: number }>(
      'SELECT customer_type, balance_cents FROM customers WHERE id = ?',
    )
    .get(customerId);
  if (!customer) return;
  const dids = db
    .prepare<[number], HeldDid>(
      'SELECT did, mrc_cents, start_date, cancellation_date FROM dids WHERE customer_id = ? ORDER BY did',
    )
    .all(customerId);
  const insertInvoice = db.prepare(`INSERT INTO invoices (uuid, customer_id, reference_number, period_start, period_end,
    date_created, date_due, numbers_cents, traffic_cents, total_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertLine = db.prepare(
    'INSERT INTO invoice_lines (invoice_id, kind, description, amount_cents) VALUES (?, ?, ?, ?)',
  );
  const prepaid = customer.customer_type === 1;
  const ledger: LedgerRow[] = [];

  billedMonths(seedDate).forEach((month, index) => {
    const held = dids.filter((did) => isHeld(did, month));
    const calls = callsOf(faker, month, held, prepaid ? [40, 80] : [60, 120]);
    const numbersCents = held.reduce((sum, did) => sum + did.mrc_cents, 0);
    const byDid = new Map<string, Call[]>();
    for (const call of calls) byDid.set(call.did, [...(byDid.get(call.did) ?? []), call]);
    const trafficCents = calls.reduce((sum, call) => sum + call.cents, 0);
    const reference = invoiceReference(customerId, month.start);
    const { lastInsertRowid } = insertInvoice.run(
      faker.string.uuid(),
      customerId,
      reference,
      month.start,
      month.end,
      month.issued,
      month.due,
      numbersCents,
      trafficCents,
      numbersCents + trafficCents,
    );
    for (const did of held) insertLine.run(lastInsertRowid, 'number', `${plus(did.did)} monthly rental`, did.mrc_cents);
    for (const [did, own] of [...byDid.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const seconds = own.reduce((sum, call) => sum + call.seconds, 0);
      insertLine.run(
        lastInsertRowid,
        'traffic',
        `Calls to ${plus(did)}: ${own.length} (${Math.ceil(seconds / 60)} min)`,
        own.reduce((sum, call) => sum + call.cents, 0),
      );
    }
    if (!prepaid) return;
    // A prepaid customer pays the calls as they happen, the numbers when the invoice is issued, and tops up early
    // in the month what the month will cost, rounded up to ten.
    const topUp = Math.ceil((numbersCents + trafficCents) / 1000) * 1000 + (index % 3) * 5000;
    ledger.push({
      at: `${month.start}T0${faker.number.int({ min: 7, max: 9 })}:15:00.000Z`,
      description: 'Top-up via PayPal',
      cents: topUp,
      isCall: false,
    });
    for (const call of calls) {
      ledger.push({
        at: call.at,
        description: `Call to ${plus(call.did)} (${minutes(call.seconds)})`,
        cents: -call.cents,
        isCall: true,
      });
    }
    ledger.push({
      at: `${month.issued}T06:00:00.000Z`,
      description: `Invoice ${reference}: numbers`,
      cents: -numbersCents,
      isCall: false,
    });
  });

  if (!prepaid || ledger.length === 0) return;
  ledger.sort((a, b) => a.at.localeCompare(b.at));
  const moved = ledger.reduce((sum, row) => sum + row.cents, 0);
  const first = new Date(new Date(ledger[0].at).getTime() - 86_400_000).toISOString();
  const insertRow =
    db.prepare(`INSERT INTO balance_history (customer_id, date_modified, description, value_cents, balance_cents, is_call)
    VALUES (?, ?, ?, ?, ?, ?)`);
  let balance = 0;
  for (const row of [
    { at: first, description: 'Opening balance', cents: customer.balance_cents - moved, isCall: false },
    ...ledger,
  ]) {
    balance += row.cents;
    insertRow.run(customerId, row.at, row.description, row.cents, balance, row.isCall ? 1 : 0);
  }
}
