/** Opens (and on first use creates and seeds) the sandbox database. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { INDEXES, SCHEMA, SEED_VERSION, TABLES } from './schema';
import { DATED_TABLE, seed, seedActivities } from './seed';

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
 * The seeded rows, seeded once a process: every test of the sandbox opens a fresh database and every browser test
 * re-seeds one, and seeding takes over half a second where copying the rows takes a tenth of it (the seed is
 * deterministic: same rows). A named in-memory database, so that a re-seed can attach it and copy its rows.
 */
let template: { db: Db; uri: string; image: Buffer } | undefined;

function seededTemplate(): NonNullable<typeof template> {
  if (!template) {
    const uri = `file:sandbox-seed-${randomUUID()}?mode=memory&cache=shared`;
    const db = new Database(uri);
    db.pragma('foreign_keys = ON');
    createSchema(db);
    seed(db);
    db.prepare("INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES ('fingerprint', ?)").run(FINGERPRINT);
    template = { db, uri, image: db.serialize() };
  }
  return template;
}

function seededMemoryDatabase(): Db {
  const db = new Database(seededTemplate().image);
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
 * a browser signed in before a test's reset stays signed in (seeded users keep their ids). The rows are the seeded
 * template's, but for the activity trail, dated from now as on a first seed.
 */
export function reseed(db: Db): void {
  const seeded = seededTemplate();
  const attached = db.prepare('PRAGMA database_list').all() as { name: string }[];
  if (!attached.some(({ name }) => name === 'seed')) db.prepare('ATTACH DATABASE ? AS seed').run(seeded.uri);
  const copied = TABLES.filter((table) => table !== 'sessions' && table !== DATED_TABLE);
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of [...TABLES].reverse()) if (table !== 'sessions') db.exec(`DELETE FROM main."${table}"`);
      for (const table of copied) db.exec(`INSERT INTO main."${table}" SELECT * FROM seed."${table}"`);
      db.exec("DELETE FROM main.sqlite_sequence WHERE name <> 'sessions'");
      db.prepare(
        `INSERT INTO main.sqlite_sequence SELECT * FROM seed.sqlite_sequence WHERE name IN (${copied.map(() => '?').join(', ')})`,
      ).run(...copied);
      seedActivities(db, Date.now());
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
