/** Tables of billing (issue 12): invoices, the prepaid balance ledger and PayPal top-up orders. Parents first. */
export const BILLING_SCHEMA: Record<string, string> = {
  // One invoice per customer and month: numbers (the MRC of every number held that month) and traffic (the calls).
  invoices: `CREATE TABLE IF NOT EXISTS invoices (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    reference_number TEXT NOT NULL UNIQUE,
    -- the month billed, YYYY-MM-DD (first and last day)
    period_start TEXT NOT NULL,
    period_end TEXT NOT NULL,
    -- YYYY-MM-DD
    date_created TEXT NOT NULL,
    date_due TEXT NOT NULL,
    numbers_cents INTEGER NOT NULL,
    traffic_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL CHECK (total_cents = numbers_cents + traffic_cents),
    -- the generated PDF in the file store, made when first asked for
    pdf_path TEXT
  )`,
  invoice_lines: `CREATE TABLE IF NOT EXISTS invoice_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('number', 'traffic')),
    description TEXT NOT NULL,
    amount_cents INTEGER NOT NULL
  )`,
  // A prepaid customer's ledger: the last row's balance is the customer's balance. is_call: a call's charge.
  balance_history: `CREATE TABLE IF NOT EXISTS balance_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    -- ISO date-time
    date_modified TEXT NOT NULL,
    description TEXT NOT NULL,
    value_cents INTEGER NOT NULL,
    balance_cents INTEGER NOT NULL,
    is_call INTEGER NOT NULL DEFAULT 0 CHECK (is_call IN (0, 1))
  )`,
  // Top-ups: created with an amount of the options, captured once.
  paypal_orders: `CREATE TABLE IF NOT EXISTS paypal_orders (
    order_id TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    value_cents INTEGER NOT NULL,
    fee_cents INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('CREATED', 'COMPLETED')),
    created_at TEXT NOT NULL,
    captured_at TEXT
  )`,
};

export const BILLING_INDEXES: string[] = [
  'CREATE INDEX IF NOT EXISTS invoices_customer ON invoices(customer_id, date_created)',
  'CREATE INDEX IF NOT EXISTS invoice_lines_invoice ON invoice_lines(invoice_id, kind, id)',
  'CREATE INDEX IF NOT EXISTS balance_history_customer ON balance_history(customer_id, is_call, date_modified)',
];
