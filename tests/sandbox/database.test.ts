import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '@/sandbox/db';

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
