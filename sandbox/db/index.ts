/** Opens (and on first use creates and seeds) the sandbox database. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
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
 * The seeded database as bytes: seeding takes over half a second and every test of the sandbox opens a fresh
 * database, so a process seeds once and copies the image after that (the seed is deterministic: same rows).
 */
let seededImage: Buffer | undefined;

function seedImage(): Buffer {
  if (!seededImage) {
    const first = new Database(':memory:');
    first.pragma('foreign_keys = ON');
    createSchema(first);
    seed(first);
    first.prepare("INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES ('fingerprint', ?)").run(FINGERPRINT);
    seededImage = first.serialize();
    first.close();
  }
  return seededImage;
}

function seededMemoryDatabase(): Db {
  const db = new Database(seedImage());
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * The image as a file that a re-seed attaches to copy its rows (SQLite attaches files, not bytes): written on the
 * first re-seed of the process, in a temporary folder removed when the process ends or by `removeSeedFile`.
 */
let seedDir: string | undefined;

function seededFile(): string {
  if (!seedDir) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-sandbox-seed-'));
    writeFileSync(join(dir, 'seed.sqlite'), seedImage());
    if (seedDir === undefined) process.once('exit', removeSeedFile);
    seedDir = dir;
  }
  return join(seedDir, 'seed.sqlite');
}

/**
 * Removes the re-seeds' file (a later re-seed writes it again). For test runners whose workers are threads, which end
 * without the process's `exit` event.
 */
export function removeSeedFile(): void {
  if (seedDir) rmSync(seedDir, { recursive: true, force: true });
  seedDir = '';
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
 * image's, but for the activity trail, dated from now as on a first seed.
 */
export function reseed(db: Db): void {
  const attached = db.prepare('PRAGMA database_list').all() as { name: string }[];
  if (!attached.some(({ name }) => name === 'seed')) db.prepare('ATTACH DATABASE ? AS seed').run(seededFile());
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
