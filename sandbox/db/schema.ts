/**
 * The sandbox's SQLite schema. Money is stored in cents (integers) and formatted on the way out.
 * Tables are listed parents first: `TABLES` is also the order in which a reset empties them (reversed).
 */
import { CAPACITY_INDEXES, CAPACITY_SCHEMA } from './schema-capacity';
import { NUMBERS_INDEXES, NUMBERS_SCHEMA } from './schema-numbers';
import { ORDERING_INDEXES, ORDERING_SCHEMA } from './schema-ordering';
import { CHANNELS_INDEXES, CHANNELS_SCHEMA } from './schema-channels';
import { BILLING_INDEXES, BILLING_SCHEMA } from './schema-billing';
import { REPORTS_INDEXES, REPORTS_SCHEMA } from './schema-reports';
import { TICKETS_INDEXES, TICKETS_SCHEMA } from './schema-tickets';
import { PORTING_INDEXES, PORTING_SCHEMA } from './schema-porting';
import { ACTIVITY_INDEXES, ACTIVITY_SCHEMA } from './schema-activity';
import { TWO_FACTOR_INDEXES, TWO_FACTOR_SCHEMA } from './schema-two-factor';

export const SCHEMA: Record<string, string> = {
  customers: `CREATE TABLE IF NOT EXISTS customers (
    id INTEGER PRIMARY KEY,
    login TEXT NOT NULL UNIQUE,
    company_name TEXT NOT NULL,
    customer_type INTEGER NOT NULL CHECK (customer_type IN (1, 2)),
    payment_model TEXT NOT NULL CHECK (payment_model IN ('capacity', 'metered')),
    currency TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    country TEXT NOT NULL,
    website TEXT NOT NULL,
    vat_number TEXT NOT NULL,
    company_registration_number TEXT NOT NULL,
    timezone TEXT NOT NULL,
    channels INTEGER NOT NULL,
    status TEXT NOT NULL,
    balance_cents INTEGER NOT NULL DEFAULT 0,
    balance_threshold_cents INTEGER NOT NULL DEFAULT 0,
    docs_location TEXT
  )`,
  users: `CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY,
    login TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    email TEXT NOT NULL,
    customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
    is_staff INTEGER NOT NULL DEFAULT 0,
    -- support staff sign in as this user (a hijacked session)
    acts_for_user_id INTEGER REFERENCES users(id)
  )`,
  sessions: `CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    is_hijacked INTEGER NOT NULL DEFAULT 0,
    staff_user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  )`,
  api_tokens: `CREATE TABLE IF NOT EXISTS api_tokens (
    customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  )`,
  contact_types: `CREATE TABLE IF NOT EXISTS contact_types (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  )`,
  contact_levels: `CREATE TABLE IF NOT EXISTS contact_levels (
    id INTEGER PRIMARY KEY,
    level INTEGER NOT NULL,
    description TEXT NOT NULL
  )`,
  mail_subscriptions: `CREATE TABLE IF NOT EXISTS mail_subscriptions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  )`,
  contacts: `CREATE TABLE IF NOT EXISTS contacts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    level_id INTEGER NOT NULL REFERENCES contact_levels(id),
    type_id INTEGER NOT NULL REFERENCES contact_types(id),
    name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL,
    mobile_phone TEXT NOT NULL DEFAULT '',
    fixed_phone TEXT NOT NULL DEFAULT ''
  )`,
  contact_subscriptions: `CREATE TABLE IF NOT EXISTS contact_subscriptions (
    contact_id INTEGER NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
    subscription_id INTEGER NOT NULL REFERENCES mail_subscriptions(id),
    PRIMARY KEY (contact_id, subscription_id)
  )`,
  plan_field_descriptions: `CREATE TABLE IF NOT EXISTS plan_field_descriptions (
    accessor TEXT PRIMARY KEY,
    description TEXT NOT NULL,
    visible INTEGER NOT NULL DEFAULT 1,
    position INTEGER NOT NULL
  )`,
  countries: `CREATE TABLE IF NOT EXISTS countries (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    iso_code TEXT NOT NULL UNIQUE,
    dialling_code TEXT NOT NULL
  )`,
  areas: `CREATE TABLE IF NOT EXISTS areas (
    id INTEGER PRIMARY KEY,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    name TEXT NOT NULL,
    -- the national area code, without the trunk prefix (Amsterdam 20)
    prefix TEXT NOT NULL
  )`,
  number_types: `CREATE TABLE IF NOT EXISTS number_types (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  )`,
  did_service_types: `CREATE TABLE IF NOT EXISTS did_service_types (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  )`,
  plans: `CREATE TABLE IF NOT EXISTS plans (
    id INTEGER PRIMARY KEY,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    name TEXT NOT NULL,
    plan_type INTEGER NOT NULL REFERENCES number_types(id),
    -- type of service: 3 LT, 2 PSTN, 10 SMS
    tos INTEGER NOT NULL REFERENCES did_service_types(id)
  )`,
  document_types: `CREATE TABLE IF NOT EXISTS document_types (
    id INTEGER PRIMARY KEY,
    label TEXT NOT NULL,
    info TEXT NOT NULL,
    multiple INTEGER NOT NULL DEFAULT 0,
    new_version_required INTEGER NOT NULL DEFAULT 0,
    country_specific INTEGER NOT NULL DEFAULT 0,
    area_specific INTEGER NOT NULL DEFAULT 0
  )`,
  plan_documents: `CREATE TABLE IF NOT EXISTS plan_documents (
    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
    document_type_id INTEGER NOT NULL REFERENCES document_types(id),
    PRIMARY KEY (plan_id, document_type_id)
  )`,
  profiles: `CREATE TABLE IF NOT EXISTS profiles (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    blocked INTEGER NOT NULL DEFAULT 0,
    is_draft INTEGER NOT NULL DEFAULT 1,
    -- recomputed on every change (profileRules.isProfileValid)
    valid INTEGER NOT NULL DEFAULT 0,
    salutation TEXT CHECK (salutation IN ('mr', 'ms')),
    first_name TEXT,
    last_name TEXT,
    company_name TEXT,
    street TEXT,
    house_number TEXT,
    additional_address_info TEXT,
    postal_code TEXT,
    city TEXT,
    area_id INTEGER REFERENCES areas(id),
    country_id INTEGER REFERENCES countries(id),
    phone_number TEXT,
    email TEXT,
    vat_number TEXT,
    company_registration_number TEXT,
    created_at TEXT NOT NULL
  )`,
  profile_documents: `CREATE TABLE IF NOT EXISTS profile_documents (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    document_type_id INTEGER NOT NULL REFERENCES document_types(id),
    -- relative to the uploads folder
    file_path TEXT NOT NULL,
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('Pending', 'Validated', 'Rejected')),
    submitted_at TEXT NOT NULL,
    country_id INTEGER REFERENCES countries(id),
    area_id INTEGER REFERENCES areas(id)
  )`,
  trunks: `CREATE TABLE IF NOT EXISTS trunks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    -- 1 Inbound, 2 Outbound
    type INTEGER NOT NULL CHECK (type IN (1, 2)),
    -- optional, IP-like (the portal's placeholder is an address)
    prefix TEXT,
    channels INTEGER NOT NULL
  )`,
  dids: `CREATE TABLE IF NOT EXISTS dids (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    -- E.164 without +
    did TEXT NOT NULL UNIQUE,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    area_id INTEGER NOT NULL REFERENCES areas(id),
    -- the number's type and type of service are the plan's (plans.plan_type, plans.tos)
    plan_id INTEGER NOT NULL REFERENCES plans(id),
    profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
    customer_trunk_id INTEGER REFERENCES trunks(id) ON DELETE SET NULL,
    -- capacity customers' DID group; the did_groups table arrives with the capacity issue
    did_group_id INTEGER,
    -- dates are YYYY-MM-DD
    start_date TEXT NOT NULL,
    earliest_cancel TEXT NOT NULL,
    -- the prices contracted when the number was ordered
    mrc_cents INTEGER NOT NULL,
    nrc_cents INTEGER NOT NULL,
    is_being_cancelled INTEGER NOT NULL DEFAULT 0 CHECK (is_being_cancelled IN (0, 1)),
    cancellation_date TEXT,
    -- dedicated channels: bought now and the most the number may have (-1: no limit)
    n_channels INTEGER NOT NULL DEFAULT 0,
    max_n_channels INTEGER NOT NULL DEFAULT -1,
    -- outbound calling enabled on LT and on PSTN (Number details outbound.lt / outbound.pstn active)
    outbound_lt INTEGER NOT NULL DEFAULT 0 CHECK (outbound_lt IN (0, 1)),
    outbound_pstn INTEGER NOT NULL DEFAULT 0 CHECK (outbound_pstn IN (0, 1)),
    CHECK ((is_being_cancelled = 1) = (cancellation_date IS NOT NULL))
  )`,
  ...NUMBERS_SCHEMA,
  ...CAPACITY_SCHEMA,
  ...ORDERING_SCHEMA,
  // One cart per customer: every kind of line (DIDs, backorders, PSTN upgrades, dedicated and shared channels).
  cart_lines: `CREATE TABLE IF NOT EXISTS cart_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('did', 'backorder', 'pstn_upgrade', 'dedicated_channel', 'shared_channel')),
    plan_id INTEGER NOT NULL REFERENCES plans(id),
    -- null for channel lines
    area_id INTEGER REFERENCES areas(id),
    -- kind did: the reserved free number (a number is in one cart at most)
    stock_did_id INTEGER UNIQUE REFERENCES stock_dids(id),
    -- kinds pstn_upgrade and dedicated_channel: the customer's number
    did_id INTEGER REFERENCES dids(id) ON DELETE CASCADE,
    -- kind shared_channel
    did_group_id INTEGER REFERENCES did_groups(id) ON DELETE CASCADE,
    -- the number shown (E.164 without +); null for backorders and shared channels
    did TEXT,
    description TEXT NOT NULL,
    amount INTEGER NOT NULL DEFAULT 1 CHECK (amount >= 1),
    -- unit prices; the checkout totals multiply them by amount
    mrc_cents INTEGER NOT NULL,
    nrc_cents INTEGER NOT NULL,
    -- the configuration, null until saved (channel lines need none and are saved = 1)
    profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
    trunk_id INTEGER REFERENCES trunks(id) ON DELETE SET NULL,
    use_case INTEGER REFERENCES did_use_cases(id),
    saved INTEGER NOT NULL DEFAULT 0 CHECK (saved IN (0, 1)),
    created_at TEXT NOT NULL
  )`,
  ...CHANNELS_SCHEMA,
  ...BILLING_SCHEMA,
  ...REPORTS_SCHEMA,
  ...TICKETS_SCHEMA,
  ...PORTING_SCHEMA,
  ...TWO_FACTOR_SCHEMA,
  ...ACTIVITY_SCHEMA,
};

export const INDEXES = [
  'CREATE INDEX IF NOT EXISTS sessions_customer ON sessions(customer_id)',
  'CREATE INDEX IF NOT EXISTS contacts_customer ON contacts(customer_id, id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS contacts_email ON contacts(customer_id, email COLLATE NOCASE)',
  'CREATE INDEX IF NOT EXISTS cart_lines_customer ON cart_lines(customer_id, id)',
  'CREATE INDEX IF NOT EXISTS areas_country ON areas(country_id, name)',
  'CREATE INDEX IF NOT EXISTS plans_country ON plans(country_id, id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS profiles_name ON profiles(customer_id, name COLLATE NOCASE)',
  'CREATE INDEX IF NOT EXISTS profile_documents_profile ON profile_documents(profile_id, submitted_at)',
  'CREATE INDEX IF NOT EXISTS trunks_customer ON trunks(customer_id, name)',
  'CREATE INDEX IF NOT EXISTS dids_customer ON dids(customer_id, did)',
  'CREATE INDEX IF NOT EXISTS dids_profile ON dids(profile_id)',
  'CREATE INDEX IF NOT EXISTS dids_trunk ON dids(customer_trunk_id)',
  ...NUMBERS_INDEXES,
  ...CAPACITY_INDEXES,
  ...ORDERING_INDEXES,
  ...CHANNELS_INDEXES,
  ...BILLING_INDEXES,
  ...REPORTS_INDEXES,
  ...TICKETS_INDEXES,
  ...PORTING_INDEXES,
  ...TWO_FACTOR_INDEXES,
  ...ACTIVITY_INDEXES,
];

export const TABLES = Object.keys(SCHEMA);

/** Bump when the seed changes meaning without a schema change: a stale file database is then re-seeded. */
export const SEED_VERSION = 12;
