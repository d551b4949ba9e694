/**
 * Number porting's list with 250 requests per page (issue 46), against the stock react-admin list of the same rows;
 * no API request twice while loading. The bench's database gets 250 requests for demo (three numbers each).
 */
import type { Db } from '@/sandbox/db';
import { launchBrowser, startPortal } from '@/tests/bench/browser';
import { LIST_ROWS as ROWS, ROW_SELECTOR, listVsStock, type BenchList } from '@/tests/bench/listVsStock';
import type { BenchContext, BenchReport, Measurement } from '@/tests/bench/types';

const LIST: BenchList = {
  title: 'Porting requests',
  url: `/numbers/porting?perPage=${ROWS}`,
  api: '/customer/porting-requests',
  control: `${ROW_SELECTOR}:first-child a`,
};

/** Requests of three numbers each in the Dutch 088 range, in the bench's database only. */
function fillPorting(db: Db, total: number): void {
  const customer = db.prepare<[], number>("SELECT id FROM customers WHERE login = 'demo'").pluck().get()!;
  const request = db.prepare(`INSERT INTO porting_requests (customer_id, country_id, donor_carrier, donor_account,
    authorized_name, service_address, desired_date, status, created, updated)
    VALUES (?, 1, 'KPN B.V.', 'ACC-1', 'Ann Lee', 'Damrak 1', '2025-10-01', 'submitted', '2025-09-01T09:00:00Z',
    '2025-09-01T09:00:00Z')`);
  const number = db.prepare('INSERT INTO porting_numbers (request_id, number, position) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let index = 0; index < total; index += 1) {
      const id = Number(request.run(customer).lastInsertRowid);
      for (let position = 0; position < 3; position += 1)
        number.run(id, `+3188${String(1_000_000 + index * 3 + position).padStart(7, '0')}`, position);
    }
  })();
}

export const porting: Measurement = {
  name: 'porting',
  async run(context: BenchContext): Promise<BenchReport> {
    const server = await startPortal(context.portal.outDir);
    const browser = await launchBrowser();
    try {
      fillPorting(server.portal.db, ROWS);
      const measured = await listVsStock(LIST, context, server.origin, browser);
      return {
        title: `Porting requests, ${ROWS} rows`,
        columns: ['measure', 'value'],
        rows: measured.rows,
        checks: measured.checks,
        notes: [
          'Measured as My numbers is: from navigation start until the rows are in the table and the first row takes a click.',
        ],
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
