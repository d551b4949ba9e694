import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase, reseed } from '@/sandbox/db';
import { TABLES } from '@/sandbox/db/schema';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
  folders.push(dir);
  return join(dir, 'nested');
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

describe('openDatabase', () => {
  it('creates the folder, seeds a new file once and keeps changes across restarts', () => {
    const file = databaseFile(tempDir());
    expect(file.endsWith('sandbox.sqlite')).toBe(true);
    const first = openDatabase(file);
    const contacts = count(first, 'contacts');
    first.prepare('DELETE FROM contacts WHERE id = 1').run();
    first.close();
    const second = openDatabase(file);
    expect(count(second, 'contacts')).toBe(contacts - 1);
    second.close();
  });

  it('rebuilds a database seeded by another version of the schema', () => {
    const file = databaseFile(tempDir());
    const first = openDatabase(file);
    const contacts = count(first, 'contacts');
    first.prepare('DELETE FROM contacts').run();
    first.prepare("UPDATE sandbox_meta SET value = 'old' WHERE key = 'fingerprint'").run();
    first.close();
    const second = openDatabase(file);
    expect(count(second, 'contacts')).toBe(contacts);
    second.close();
  });

  it('seeds the demo accounts with hashed passwords', () => {
    const db = openDatabase(':memory:');
    const users = db.prepare('SELECT login, password_hash FROM users ORDER BY id').all() as {
      login: string;
      password_hash: string;
    }[];
    expect(users.map((u) => u.login)).toEqual(['demo', 'metered', 'support']);
    for (const user of users) expect(user.password_hash).toMatch(/^scrypt\$\d+\$[0-9a-f]+\$[0-9a-f]+$/);
    db.close();
  });
});

const HOUR_MS = 3600 * 1000;

describe('reseed', () => {
  /** Every row of every table (and the id counters), in a comparable form; the trail's dates aside. */
  const contents = (db: ReturnType<typeof openDatabase>) =>
    Object.fromEntries(
      [...TABLES, 'sqlite_sequence'].map((table) => [
        table,
        db
          .prepare(`SELECT * FROM main."${table}" ORDER BY 1`)
          .all()
          .map((row) => (table === 'activity_events' ? { ...(row as object), time: 'dated' } : row)),
      ]),
    );

  it('leaves a changed database as a first seed has it, a file database too, and dates the trail from now', () => {
    const fresh = openDatabase(':memory:');
    const file = openDatabase(databaseFile(tempDir()));
    for (const db of [openDatabase(':memory:'), file]) {
      db.prepare('DELETE FROM contacts WHERE id = 1').run();
      db.prepare("UPDATE customers SET company_name = 'Changed' WHERE id = 1").run();
      db.prepare('DELETE FROM activity_events').run();
      const before = Date.now();
      reseed(db);
      expect(contents(db)).toEqual(contents(fresh));
      const after = Date.now();
      // The seed's newest event is a sign-in an hour before the seeding moment.
      const latest = Date.parse(db.prepare('SELECT max(time) FROM activity_events').pluck().get() as string);
      expect(latest).toBeGreaterThanOrEqual(before - HOUR_MS);
      expect(latest).toBeLessThanOrEqual(after - HOUR_MS);
      db.close();
    }
    fresh.close();
  });
});
