/**
 * The account's activity trail (issue 35), merged into SCHEMA by schema.ts. One row per accepted write, written in the
 * write's transaction (`activity.ts`); no route changes or deletes a row. The object is kept as it was named then:
 * `object_id` and `object_name` stay when the object is deleted (its existence is computed when read).
 */
export const ACTIVITY_SCHEMA: Record<string, string> = {
  activity_events: `CREATE TABLE IF NOT EXISTS activity_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    -- ISO 8601, UTC, milliseconds (text order is time order)
    time TEXT NOT NULL,
    -- the login that acted: the customer's user, or the support login acting for it
    actor TEXT NOT NULL,
    actor_type TEXT NOT NULL CHECK (actor_type IN ('customer', 'support')),
    kind TEXT NOT NULL,
    object_type TEXT,
    object_id TEXT,
    object_name TEXT,
    summary TEXT NOT NULL,
    ip TEXT NOT NULL DEFAULT '',
    CHECK ((object_type IS NULL) = (object_id IS NULL))
  )`,
};

export const ACTIVITY_INDEXES = [
  'CREATE INDEX IF NOT EXISTS activity_events_customer ON activity_events(customer_id, time)',
];
