/** Opens (and on first use creates and seeds) the sandbox database. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { INDEXES, SCHEMA, SEED_VERSION, TABLES } from './schema';
import { seed } from './seed';

export type Db = Database.Database;

/** Changes whenever the schema or the seed changes, so that a stale file database is rebuilt. */
const FINGERPRINT = createHash('sha256')
  .update(JSON.stringify([SCHEMA, INDEXES, SEED_VERSION]))
  .digest('hex')
  .slice(0, 16);

function createSchema(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const table of TABLES) db.exec(SCHEMA[table]);
  for (const index of INDEXES) db.exec(index);
}

function dropEverything(db: Db): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  db.pragma('foreign_keys = OFF');
  for (const table of tables) db.exec(`DROP TABLE IF EXISTS "${table}"`);
  db.pragma('foreign_keys = ON');
}

/**
 * The seeded database as bytes: seeding takes a third of a second and every test of the sandbox opens a fresh
 * database, so a process seeds once and copies the image after that (the seed is deterministic: same rows).
 */
let seededImage: Buffer | undefined;

function seededMemoryDatabase(): Db {
  if (!seededImage) {
    const first = new Database(':memory:');
    first.pragma('foreign_keys = ON');
    createSchema(first);
    seed(first);
    first.prepare("INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES ('fingerprint', ?)").run(FINGERPRINT);
    seededImage = first.serialize();
    first.close();
  }
  const db = new Database(seededImage);
  db.pragma('foreign_keys = ON');
  return db;
}

/** `:memory:` or a file path (its folder is created). Seeds an empty or outdated database. */
export function openDatabase(file: string): Db {
  if (file === ':memory:') return seededMemoryDatabase();
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sandbox_meta'").get();
  const stored = hasMeta
    ? (db.prepare("SELECT value FROM sandbox_meta WHERE key = 'fingerprint'").pluck().get() as string | undefined)
    : undefined;
  if (stored !== FINGERPRINT) {
    dropEverything(db);
    createSchema(db);
    seed(db);
    db.prepare("INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES ('fingerprint', ?)").run(FINGERPRINT);
  }
  return db;
}

/**
 * Empties every table and seeds again, in place (prepared statements stay valid). Sessions survive, so that
 * a browser signed in before a test's reset stays signed in (seeded users keep their ids).
 */
export function reseed(db: Db): void {
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of [...TABLES].reverse()) if (table !== 'sessions') db.exec(`DELETE FROM "${table}"`);
      db.exec("DELETE FROM sqlite_sequence WHERE name <> 'sessions'");
      seed(db);
      db.exec('DELETE FROM sessions WHERE user_id NOT IN (SELECT id FROM users)');
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/** Where a data folder keeps its database; `:memory:` stays in memory. */
export function databaseFile(dataDir: string): string {
  return dataDir === ':memory:' ? ':memory:' : resolve(dataDir, 'sandbox.sqlite');
}
