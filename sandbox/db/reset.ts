/**
 * `npm run sandbox:reset`: deletes the file database and the uploads under SANDBOX_DATA (default `.sandbox`)
 * and seeds a new database.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { databaseFile, openDatabase } from './index';

const file = databaseFile(process.env.SANDBOX_DATA ?? '.sandbox');
if (file === ':memory:') {
  process.stdout.write(
    'SANDBOX_DATA is :memory:, nothing to reset (an in-memory database is seeded on every start).\n',
  );
} else {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  // Uploaded profile documents belong to the old rows; the seeded files are written again on the next start.
  rmSync(join(dirname(file), 'uploads'), { recursive: true, force: true });
  const db = openDatabase(file);
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  process.stdout.write(
    `Deleted and re-seeded ${file}: ${count('customers')} customers, ${count('users')} users, ` +
      `${count('contacts')} contacts, ${count('cart_lines')} cart lines, ${count('dids')} numbers, ` +
      `${count('stock_dids')} free numbers, ${count('orders')} orders.\n` +
      'A sandbox server that is already running keeps its old data until it restarts (or POST /__sandbox/reset).\n',
  );
  db.close();
}
