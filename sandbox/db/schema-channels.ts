/** Tables of the channel carts and the cancellation cart (issue 5), merged into SCHEMA by schema.ts. Parents first. */
export const CHANNELS_SCHEMA: Record<string, string> = {
  // Channels the customer is about to cancel (listed in the cancellation cart next to the numbers of
  // cancellation_cart). Ids are taken from the same sequence as cancellation_cart's (sandbox/channels/cancellationIds.ts),
  // so that an item's id is unique in the cart whatever its kind.
  cancellation_channels: `CREATE TABLE IF NOT EXISTS cancellation_channels (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('dedicated', 'shared')),
    -- dedicated: the owned number; shared: the DID group (did_groups is a capacity table, no foreign key declared)
    did_id INTEGER REFERENCES dids(id) ON DELETE CASCADE,
    did_group_id INTEGER,
    amount INTEGER NOT NULL CHECK (amount > 0),
    created_at TEXT NOT NULL,
    CHECK ((kind = 'dedicated') = (did_id IS NOT NULL AND did_group_id IS NULL)),
    CHECK ((kind = 'shared') = (did_group_id IS NOT NULL AND did_id IS NULL))
  )`,
};

export const CHANNELS_INDEXES: string[] = [
  'CREATE UNIQUE INDEX IF NOT EXISTS cancellation_channels_did ON cancellation_channels(did_id) WHERE did_id IS NOT NULL',
  'CREATE UNIQUE INDEX IF NOT EXISTS cancellation_channels_group ON cancellation_channels(did_group_id) WHERE did_group_id IS NOT NULL',
  'CREATE INDEX IF NOT EXISTS cancellation_channels_customer ON cancellation_channels(customer_id, id)',
];
