/**
 * The sandbox's SQLite schema. Money is stored in cents (integers) and formatted on the way out.
 * Tables are listed parents first: `TABLES` is also the order in which a reset empties them (reversed).
 */
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
    dids_count INTEGER NOT NULL,
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
  cart_lines: `CREATE TABLE IF NOT EXISTS cart_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    description TEXT NOT NULL,
    amount INTEGER NOT NULL DEFAULT 1,
    -- unit prices; the checkout totals multiply them by amount
    mrc_cents INTEGER NOT NULL,
    nrc_cents INTEGER NOT NULL,
    is_backorder INTEGER NOT NULL DEFAULT 0,
    did TEXT,
    created_at TEXT NOT NULL
  )`,
};

export const INDEXES = [
  'CREATE INDEX IF NOT EXISTS sessions_customer ON sessions(customer_id)',
  'CREATE INDEX IF NOT EXISTS contacts_customer ON contacts(customer_id, id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS contacts_email ON contacts(customer_id, email COLLATE NOCASE)',
  'CREATE INDEX IF NOT EXISTS cart_lines_customer ON cart_lines(customer_id, id)',
];

export const TABLES = Object.keys(SCHEMA);

/** Bump when the seed changes meaning without a schema change: a stale file database is then re-seeded. */
export const SEED_VERSION = 1;
