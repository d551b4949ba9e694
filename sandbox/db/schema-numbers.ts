/** Tables of the numbers area (issue 4), merged into SCHEMA by schema.ts. Parents before children. */
export const NUMBERS_SCHEMA: Record<string, string> = {
  // Numbers the customer is about to cancel (the cancellation cart; processed with issue 5).
  cancellation_cart: `CREATE TABLE IF NOT EXISTS cancellation_cart (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    did_id INTEGER NOT NULL UNIQUE REFERENCES dids(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  )`,
  // At most 3 per number, one per originating network (nature: sandbox/numbers/networks.ts).
  routing_numbers: `CREATE TABLE IF NOT EXISTS routing_numbers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    did_id INTEGER NOT NULL REFERENCES dids(id) ON DELETE CASCADE,
    nature_id INTEGER NOT NULL,
    number_out TEXT NOT NULL,
    UNIQUE (did_id, nature_id)
  )`,
  shadow_routing_numbers: `CREATE TABLE IF NOT EXISTS shadow_routing_numbers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    did_id INTEGER NOT NULL UNIQUE REFERENCES dids(id) ON DELETE CASCADE,
    number TEXT NOT NULL
  )`,
};

export const NUMBERS_INDEXES: string[] = [
  'CREATE INDEX IF NOT EXISTS cancellation_cart_customer ON cancellation_cart(customer_id, id)',
  'CREATE INDEX IF NOT EXISTS routing_numbers_did ON routing_numbers(did_id, id)',
];
