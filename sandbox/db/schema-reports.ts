/** Tables of call reports and the dashboard (issue 13), merged into SCHEMA by schema.ts. Parents before children. */
export const REPORTS_SCHEMA: Record<string, string> = {
  // Inbound, Outbound, Forwarded (GET customer/reports/pcdrs/traffic-types).
  cdr_traffic_types: `CREATE TABLE IF NOT EXISTS cdr_traffic_types (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  )`,
  // One row per call. Not tied to dids rows: a record outlives its number (related_did keeps the number).
  cdrs: `CREATE TABLE IF NOT EXISTS cdrs (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    -- seconds since the epoch (UTC)
    start_ts INTEGER NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    area_id INTEGER NOT NULL REFERENCES areas(id),
    -- where the call went: the outbound destinations of the rates (customer/plans/countries/{id}/destinations/for-select)
    destination_id INTEGER NOT NULL REFERENCES outbound_destinations(id),
    traffic_type_id INTEGER NOT NULL REFERENCES cdr_traffic_types(id),
    -- E.164 without +
    number_a TEXT NOT NULL,
    number_b TEXT NOT NULL,
    related_did TEXT NOT NULL,
    src_ip TEXT NOT NULL,
    dst_ip TEXT NOT NULL,
    -- seconds; 0 when not realized
    duration INTEGER NOT NULL,
    rounded_up_duration INTEGER NOT NULL,
    realized INTEGER NOT NULL CHECK (realized IN (0, 1)),
    -- ten-thousandths of the customer's currency
    price_e4 INTEGER NOT NULL
  )`,
  // Dashboard news for every customer (alert or info).
  news: `CREATE TABLE IF NOT EXISTS news (
    id INTEGER PRIMARY KEY,
    -- ISO date-time
    created TEXT NOT NULL,
    notification_type TEXT NOT NULL CHECK (notification_type IN ('alert', 'info')),
    description TEXT NOT NULL
  )`,
};

export const REPORTS_INDEXES: string[] = [
  // Covering the summary's sums too: its pass over a customer's records reads the index alone.
  'CREATE INDEX IF NOT EXISTS cdrs_customer_start ON cdrs(customer_id, start_ts, realized, duration, rounded_up_duration, price_e4)',
  'CREATE INDEX IF NOT EXISTS cdrs_country ON cdrs(customer_id, country_id, start_ts)',
  'CREATE INDEX IF NOT EXISTS cdrs_area ON cdrs(customer_id, area_id, start_ts)',
  'CREATE INDEX IF NOT EXISTS cdrs_destination ON cdrs(customer_id, destination_id, start_ts)',
  'CREATE INDEX IF NOT EXISTS cdrs_traffic_type ON cdrs(customer_id, traffic_type_id, start_ts)',
];
