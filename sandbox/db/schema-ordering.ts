/** Tables of the ordering area (issue 5: plans' offers, stock, backorders, orders), merged into SCHEMA by schema.ts. Parents first. */
export const ORDERING_SCHEMA: Record<string, string> = {
  // One commercial offer per plan. Money in cents; per-minute prices in ten-thousandths (e4) of the currency.
  plan_offers: `CREATE TABLE IF NOT EXISTS plan_offers (
    plan_id INTEGER PRIMARY KEY REFERENCES plans(id) ON DELETE CASCADE,
    nrc_cents INTEGER NOT NULL,
    mrc_cents INTEGER NOT NULL,
    default_channels INTEGER NOT NULL,
    max_channels INTEGER NOT NULL,
    channel_nrc_cents INTEGER NOT NULL,
    channel_mrc_cents INTEGER NOT NULL,
    shared_channel_nrc_cents INTEGER NOT NULL,
    shared_channel_mrc_lt_10_cents INTEGER NOT NULL,
    shared_channel_mrc_10_to_100_cents INTEGER NOT NULL,
    shared_channel_mrc_gt_100_cents INTEGER NOT NULL,
    max_shared_channels INTEGER NOT NULL,
    call_set_up_e4 INTEGER NOT NULL,
    price_min_fix_e4 INTEGER NOT NULL,
    price_min_mob_e4 INTEGER NOT NULL,
    billing_increment TEXT NOT NULL,
    -- months
    contract_months INTEGER NOT NULL,
    cancellation_months INTEGER NOT NULL,
    -- working days, with stock and without
    leadtime INTEGER NOT NULL,
    leadtime_no_stock INTEGER NOT NULL,
    porting INTEGER NOT NULL CHECK (porting IN (0, 1)),
    lt_available INTEGER NOT NULL CHECK (lt_available IN (0, 1)),
    pstn_available INTEGER NOT NULL CHECK (pstn_available IN (0, 1)),
    sms_available INTEGER NOT NULL CHECK (sms_available IN (0, 1)),
    outbound_lt TEXT NOT NULL CHECK (outbound_lt IN ('active', 'upgradable', 'unavailable')),
    outbound_pstn TEXT NOT NULL CHECK (outbound_pstn IN ('active', 'upgradable', 'unavailable')),
    -- the service restrictions the customer must accept at checkout (null: none)
    restrictions TEXT,
    remarks TEXT NOT NULL DEFAULT '',
    national_fixed INTEGER NOT NULL,
    national_mobile INTEGER NOT NULL,
    international INTEGER NOT NULL,
    calling_card INTEGER NOT NULL,
    voip_services INTEGER NOT NULL,
    call_back INTEGER NOT NULL,
    max_call_duration INTEGER,
    max_min_day INTEGER,
    -- comma-separated
    allowed_services TEXT NOT NULL,
    reachability_remarks TEXT NOT NULL DEFAULT ''
  )`,
  // The end-user fields (profiles columns) a plan requires.
  plan_required_fields: `CREATE TABLE IF NOT EXISTS plan_required_fields (
    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
    accessor TEXT NOT NULL,
    PRIMARY KEY (plan_id, accessor)
  )`,
  outbound_destinations: `CREATE TABLE IF NOT EXISTS outbound_destinations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  )`,
  plan_outbound_rates: `CREATE TABLE IF NOT EXISTS plan_outbound_rates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
    destination_id INTEGER NOT NULL REFERENCES outbound_destinations(id),
    call_set_up_e4 INTEGER NOT NULL,
    price_min_e4 INTEGER NOT NULL,
    currency TEXT NOT NULL,
    billing_method TEXT NOT NULL
  )`,
  // Free numbers of a plan and area; a checked-out number leaves this table for dids.
  stock_dids: `CREATE TABLE IF NOT EXISTS stock_dids (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
    area_id INTEGER NOT NULL REFERENCES areas(id),
    did TEXT NOT NULL UNIQUE
  )`,
  // How many numbers of a plan and area can be backordered in all (no row: 0).
  backorder_stock: `CREATE TABLE IF NOT EXISTS backorder_stock (
    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
    area_id INTEGER NOT NULL REFERENCES areas(id),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    PRIMARY KEY (plan_id, area_id)
  )`,
  // What a number is used for (the cart lines' "DID Service type"); not the type of service (did_service_types).
  did_use_cases: `CREATE TABLE IF NOT EXISTS did_use_cases (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  )`,
  order_statuses: `CREATE TABLE IF NOT EXISTS order_statuses (
    id INTEGER PRIMARY KEY,
    description TEXT NOT NULL
  )`,
  orders: `CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    reference_number TEXT NOT NULL UNIQUE,
    status_id INTEGER NOT NULL REFERENCES order_statuses(id),
    -- ISO date-time
    date_commit TEXT NOT NULL,
    cancellation INTEGER NOT NULL DEFAULT 0 CHECK (cancellation IN (0, 1)),
    message TEXT,
    -- the order's country and area when all its lines share one (else null)
    country_id INTEGER REFERENCES countries(id),
    area_id INTEGER REFERENCES areas(id),
    pending_docs INTEGER NOT NULL DEFAULT 0,
    rejected_documents INTEGER NOT NULL DEFAULT 0,
    sof_document INTEGER NOT NULL DEFAULT 0,
    sof_compulsory INTEGER NOT NULL DEFAULT 0
  )`,
  order_lines: `CREATE TABLE IF NOT EXISTS order_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('did', 'backorder', 'pstn_upgrade', 'dedicated_channel', 'shared_channel')),
    -- the number (did lines, upgrades, dedicated channels) or the DID group's name (shared channels)
    did TEXT,
    name TEXT,
    country_id INTEGER REFERENCES countries(id),
    area_id INTEGER REFERENCES areas(id),
    plan_id INTEGER REFERENCES plans(id),
    amount INTEGER NOT NULL DEFAULT 1,
    -- unit prices
    nrc_cents INTEGER NOT NULL,
    mrc_cents INTEGER NOT NULL,
    profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL
  )`,
  // The end users of an order, with the documents still missing or pending for it.
  order_profiles: `CREATE TABLE IF NOT EXISTS order_profiles (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    status_id INTEGER NOT NULL REFERENCES order_statuses(id),
    location TEXT NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    plan_id INTEGER NOT NULL REFERENCES plans(id),
    plan_type INTEGER NOT NULL
  )`,
  order_profile_documents: `CREATE TABLE IF NOT EXISTS order_profile_documents (
    order_profile_id INTEGER NOT NULL REFERENCES order_profiles(id) ON DELETE CASCADE,
    document_type_id INTEGER NOT NULL REFERENCES document_types(id),
    PRIMARY KEY (order_profile_id, document_type_id)
  )`,
};

export const ORDERING_INDEXES: string[] = [
  'CREATE INDEX IF NOT EXISTS stock_dids_plan_area ON stock_dids(plan_id, area_id, did)',
  'CREATE INDEX IF NOT EXISTS plan_outbound_rates_plan ON plan_outbound_rates(plan_id, id)',
  'CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, status_id, date_commit)',
  'CREATE INDEX IF NOT EXISTS order_lines_order ON order_lines(order_id, id)',
  'CREATE INDEX IF NOT EXISTS order_profiles_order ON order_profiles(order_id, id)',
  'CREATE INDEX IF NOT EXISTS cart_lines_plan ON cart_lines(customer_id, plan_id, kind, area_id)',
];
