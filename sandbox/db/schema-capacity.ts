/** Tables of the capacity area (issue 4), merged into SCHEMA by schema.ts. Parents before children. */
export const CAPACITY_SCHEMA: Record<string, string> = {
  trunk_addresses: `CREATE TABLE IF NOT EXISTS trunk_addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    trunk_id INTEGER NOT NULL REFERENCES trunks(id) ON DELETE CASCADE,
    -- an IPv4 address or a host name
    address TEXT NOT NULL,
    port INTEGER NOT NULL DEFAULT 5060 CHECK (port BETWEEN 1 AND 65535),
    is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1)),
    is_failover INTEGER NOT NULL DEFAULT 0 CHECK (is_failover IN (0, 1))
  )`,
  // dids.did_group_id points here (not declared as a foreign key: dids is created before this table).
  did_groups: `CREATE TABLE IF NOT EXISTS did_groups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    plan_id INTEGER NOT NULL REFERENCES plans(id),
    -- one default group per (customer, country, plan): it holds the numbers of no other group
    is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    -- shared channels bought for the group, and the most it may have
    channel_amount INTEGER NOT NULL DEFAULT 0,
    max_shared_channels INTEGER NOT NULL DEFAULT 100
  )`,
};

export const CAPACITY_INDEXES: string[] = [
  'CREATE INDEX IF NOT EXISTS trunk_addresses_trunk ON trunk_addresses(trunk_id, id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS did_groups_name ON did_groups(customer_id, name COLLATE NOCASE)',
  'CREATE UNIQUE INDEX IF NOT EXISTS did_groups_default ON did_groups(customer_id, country_id, plan_id) WHERE is_default = 1',
  'CREATE INDEX IF NOT EXISTS dids_group ON dids(did_group_id)',
];
