/**
 * Tables of two-factor sign-in (issue 47; ours, a sandbox extension), merged into SCHEMA by schema.ts. Parents first.
 * The secret stays here: no answer after the set-up carries it. Recovery codes and remembered browsers are kept as
 * SHA-256 hashes (random values of 50 and 160 bits, too many to guess: a slow hash would add nothing).
 */
export const TWO_FACTOR_SCHEMA: Record<string, string> = {
  two_factor: `CREATE TABLE IF NOT EXISTS two_factor (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    -- base32, RFC 6238 (SHA-1, 6 digits, 30 s)
    secret TEXT NOT NULL,
    -- 0 while set up but not yet confirmed with a code
    enabled INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
    -- the newest time step a code was accepted for: a code works once
    last_step INTEGER NOT NULL DEFAULT 0,
    -- ISO 8601, UTC
    enabled_at TEXT
  )`,
  two_factor_recovery_codes: `CREATE TABLE IF NOT EXISTS two_factor_recovery_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at TEXT
  )`,
  two_factor_browsers: `CREATE TABLE IF NOT EXISTS two_factor_browsers (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL
  )`,
};

export const TWO_FACTOR_INDEXES = [
  'CREATE INDEX IF NOT EXISTS two_factor_recovery_codes_user ON two_factor_recovery_codes(user_id)',
  'CREATE INDEX IF NOT EXISTS two_factor_browsers_user ON two_factor_browsers(user_id)',
];
