/**
 * Deterministic seed: the same rows on every machine (fixed faker seed, fixed salts).
 * Customer 1 is `demo` (prepaid, capacity, Amsterdam), customer 2 is `metered` (postpaid, metered, Lyon);
 * `support` is staff who signs in acting for `demo`.
 */
import type Database from 'better-sqlite3';
import { Faker, base, en, fr, nl } from '@faker-js/faker';
import { hashPassword, seedSalt } from './passwords';
import { seedCatalogue } from './seed-catalogue';
import { seedContacts, type PhonePlan } from './seed-contacts';
import { seedNumbers } from './seed-numbers';
import { seedNumbersExtra } from './seed-numbers-extra';
import { seedCapacityExtra } from './seed-capacity-extra';
import { seedProfiles } from './seed-profiles';
import { pruneOwnedStock, seedOrderingCatalogue } from './seed-ordering';
import { seedOrders } from './seed-orders';
import { seedBilling } from './seed-billing';
import { seedCdrs, seedReportLookups } from './seed-reports';
import { seedTickets } from './seed-tickets';
import { seedPorting } from './seed-porting';
import { seedActivity } from './seed-activity';

export const DEMO_CUSTOMER_ID = 1;
export const METERED_CUSTOMER_ID = 2;
export const SEED = 20250902;
/** Seeded rows are dated relative to this day, not to the clock. */
export const SEED_DATE = '2025-09-01T09:00:00.000Z';

interface CustomerSeed {
  id: number;
  login: string;
  company_name: string;
  customer_type: 1 | 2;
  payment_model: 'capacity' | 'metered';
  currency: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  website: string;
  vat_number: string;
  company_registration_number: string;
  timezone: string;
  channels: number;
  status: string;
  balance_cents: number;
  balance_threshold_cents: number;
  docs_location: string | null;
  email: string;
  faker: Faker;
  phones: PhonePlan;
}

function customers(): CustomerSeed[] {
  const dutch = new Faker({ locale: [nl, en, base] });
  const french = new Faker({ locale: [fr, en, base] });
  dutch.seed(SEED);
  french.seed(SEED + 1);
  return [
    {
      id: DEMO_CUSTOMER_ID,
      login: 'demo',
      company_name: 'Northwind Telecom B.V.',
      customer_type: 1,
      payment_model: 'capacity',
      currency: 'EUR',
      address: 'Herengracht 182',
      city: 'Amsterdam',
      postal_code: '1016 BR',
      country: 'Netherlands',
      website: 'https://www.northwind-telecom.nl',
      vat_number: 'NL859123456B01',
      company_registration_number: '34123456',
      timezone: 'Europe/Amsterdam',
      channels: 60,
      status: 'Active',
      balance_cents: 125040,
      balance_threshold_cents: 10000,
      docs_location: 'https://docs.example.com/api',
      email: 'noc@northwind-telecom.nl',
      faker: dutch,
      phones: { countryCode: '31', fixed: ['20', 3, 4], mobile: ['6', 4, 4] },
    },
    {
      id: METERED_CUSTOMER_ID,
      login: 'metered',
      company_name: 'Rhône Voix SAS',
      customer_type: 2,
      payment_model: 'metered',
      currency: 'EUR',
      address: '27 Rue de la République',
      city: 'Lyon',
      postal_code: '69002',
      country: 'France',
      website: 'https://www.rhone-voix.fr',
      vat_number: 'FR32853412907',
      company_registration_number: '853 412 907 R.C.S. Lyon',
      timezone: 'Europe/Paris',
      channels: 20,
      status: 'Active',
      balance_cents: 0,
      balance_threshold_cents: 0,
      docs_location: null,
      email: 'telecom@rhone-voix.fr',
      faker: french,
      phones: { countryCode: '33', fixed: ['472', 3, 3], mobile: ['6', 4, 4] },
    },
  ];
}

const CONTACT_TYPES = ['Technical', 'Billing', 'Commercial', 'Abuse', 'Emergency', 'Administrative'];
const CONTACT_LEVELS = [
  'First line: day-to-day operations and incidents',
  'Second line: escalations and changes',
  'Third line: management and contracts',
];
export const MAIL_SUBSCRIPTIONS = [
  'Newsletter',
  'Planned maintenance',
  'Network incidents',
  'Invoices',
  'Price changes',
  'Product updates',
  'Number porting updates',
  'Low balance alerts',
];

const PLAN_FIELDS: [accessor: string, description: string, visible?: boolean][] = [
  ['did_nrc', 'One-time setup fee per number (NRC).'],
  ['did_mrc', 'Monthly rental per number (MRC).'],
  ['default_channels', 'Simultaneous calls included with each number.'],
  ['max_channels', 'Maximum simultaneous calls a number can have.'],
  ['channel_nrc', 'One-time fee per extra channel.'],
  ['channel_mrc', 'Monthly fee per extra channel.'],
  ['shared_channel_nrc', 'One-time fee per shared channel of a DID group.'],
  ['shared_channel_mrc', 'Monthly fee per shared channel of a DID group.'],
  ['call_set_up', 'Charge per connected call, on top of the minute price.'],
  ['price_min_fix', 'Price per minute for calls from fixed networks.'],
  ['price_min_mob', 'Price per minute for calls from mobile networks.'],
  ['billing_increment', 'How call durations are rounded up for billing, in seconds (e.g. 60/60).'],
  ['duration', 'Minimum contract duration, in months.'],
  ['cancellation', 'Notice period to cancel a number, in months.'],
  ['porting', 'Whether numbers can be ported in from another provider.', false],
];

function seedCustomers(db: Database.Database, list: CustomerSeed[]): void {
  const insertCustomer = db.prepare(`INSERT INTO customers (id, login, company_name, customer_type, payment_model,
    currency, address, city, postal_code, country, website, vat_number, company_registration_number, timezone,
    channels, status, balance_cents, balance_threshold_cents, docs_location)
    VALUES (@id, @login, @company_name, @customer_type, @payment_model, @currency, @address, @city, @postal_code,
    @country, @website, @vat_number, @company_registration_number, @timezone, @channels, @status,
    @balance_cents, @balance_threshold_cents, @docs_location)`);
  const insertUser =
    db.prepare(`INSERT INTO users (id, login, password_hash, email, customer_id, is_staff, acts_for_user_id)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertToken = db.prepare('INSERT INTO api_tokens (customer_id, token, created_at) VALUES (?, ?, ?)');
  for (const customer of list) {
    const { faker, email, phones: _phones, ...row } = customer;
    insertCustomer.run(row);
    insertUser.run(
      customer.id,
      customer.login,
      hashPassword(customer.login, seedSalt(customer.login)),
      email,
      customer.id,
      0,
      null,
    );
    insertToken.run(customer.id, faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }), SEED_DATE);
  }
  const supportId = list.length + 1;
  insertUser.run(
    supportId,
    'support',
    hashPassword('support', seedSalt('support')),
    'support@example.com',
    null,
    1,
    DEMO_CUSTOMER_ID,
  );
}

function seedLookups(db: Database.Database): void {
  const type = db.prepare('INSERT INTO contact_types (id, name) VALUES (?, ?)');
  CONTACT_TYPES.forEach((name, i) => type.run(i + 1, name));
  const level = db.prepare('INSERT INTO contact_levels (id, level, description) VALUES (?, ?, ?)');
  CONTACT_LEVELS.forEach((description, i) => level.run(i + 1, i + 1, description));
  const subscription = db.prepare('INSERT INTO mail_subscriptions (id, name) VALUES (?, ?)');
  MAIL_SUBSCRIPTIONS.forEach((name, i) => subscription.run(i + 1, name));
  const field = db.prepare(
    'INSERT INTO plan_field_descriptions (accessor, description, visible, position) VALUES (?, ?, ?, ?)',
  );
  PLAN_FIELDS.forEach(([accessor, description, visible = true], i) =>
    field.run(accessor, description, visible ? 1 : 0, i),
  );
}

/** Two free Amsterdam geographic numbers reserved in demo's cart (not configured yet), so that the bar shows 2; metered's cart stays empty. */
function seedCart(db: Database.Database): void {
  const free = db
    .prepare<[], { id: number; did: string; plan_id: number; area_id: number; mrc_cents: number; nrc_cents: number }>(
      `SELECT s.id, s.did, s.plan_id, s.area_id, o.mrc_cents, o.nrc_cents FROM stock_dids s
       JOIN plans p ON p.id = s.plan_id JOIN areas a ON a.id = s.area_id JOIN plan_offers o ON o.plan_id = p.id
       WHERE p.country_id = 1 AND p.plan_type = 1 AND p.tos = 3 AND a.name = 'Amsterdam' ORDER BY s.did LIMIT 2`,
    )
    .all();
  const line =
    db.prepare(`INSERT INTO cart_lines (customer_id, kind, plan_id, area_id, stock_did_id, did, description, amount,
    mrc_cents, nrc_cents, saved, created_at) VALUES (?, 'did', ?, ?, ?, ?, ?, 1, ?, ?, 0, ?)`);
  for (const row of free) {
    line.run(
      DEMO_CUSTOMER_ID,
      row.plan_id,
      row.area_id,
      row.id,
      row.did,
      `Netherlands, Amsterdam (+31 20), Geographic: ${row.did}`,
      row.mrc_cents,
      row.nrc_cents,
      SEED_DATE,
    );
  }
}

/** `now`: the seeding moment, from which only the activity trail is dated (see seed-activity.ts). */
export function seed(db: Database.Database, now: number = Date.now()): void {
  const list = customers();
  db.transaction(() => {
    seedLookups(db);
    seedCatalogue(db);
    seedOrderingCatalogue(db, SEED + 5000);
    seedCustomers(db, list);
    for (const customer of list) seedContacts(db, customer.id, customer.faker, customer.website, customer.phones);
    seedCart(db);
    for (const customer of list) seedProfiles(db, customer.id, SEED + 1000 * customer.id, SEED_DATE);
    for (const customer of list) seedNumbers(db, customer.id, SEED + 2000 * customer.id, SEED_DATE);
    for (const customer of list) seedNumbersExtra(db, customer.id, SEED + 3000 * customer.id, SEED_DATE);
    for (const customer of list) seedCapacityExtra(db, customer.id, SEED + 4000 * customer.id, SEED_DATE);
    pruneOwnedStock(db);
    for (const customer of list) seedOrders(db, customer.id, SEED + 6000 * customer.id, SEED_DATE);
    for (const customer of list) seedBilling(db, customer.id, SEED + 7000 * customer.id, SEED_DATE);
    seedReportLookups(db, SEED_DATE);
    for (const customer of list) seedCdrs(db, customer.id, SEED_DATE);
    // 25 tickets for demo across every status, a few for metered (another customer's, for the 404s).
    for (const customer of list) {
      seedTickets(db, customer.id, SEED + 8000 * customer.id, SEED_DATE, customer.id === DEMO_CUSTOMER_ID ? 25 : 6);
    }
    for (const customer of list) seedPorting(db, customer.id, customer.id === DEMO_CUSTOMER_ID, SEED_DATE);
    seedActivities(db, now);
  })();
}

/** The table of the one seed dated from the seeding moment: a re-seed copies the others and writes it anew. */
export const DATED_TABLE = 'activity_events';

/** The activity trail of every customer, dated back from `now`. */
export function seedActivities(db: Database.Database, now: number): void {
  for (const customer of customers()) seedActivity(db, customer.id, customer.login, now);
}
