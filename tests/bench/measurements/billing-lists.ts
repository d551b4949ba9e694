/**
 * The billing lists with 250 rows per page (issue 12 item 9), like My numbers: /billing/invoices (the bench's database
 * gets copies of demo's invoices, so that there are 250) and the balance history with its calls, each against the
 * stock react-admin list of the same rows; no API request twice while loading.
 */
import type { Db } from '@/sandbox/db';
import { launchBrowser, startPortal } from '@/tests/bench/browser';
import { LIST_ROWS as ROWS, ROW_SELECTOR, listVsStock, type BenchList } from '@/tests/bench/listVsStock';
import type { BenchContext, BenchReport, BudgetCheck, Measurement } from '@/tests/bench/types';

const LISTS: BenchList[] = [
  {
    title: 'Invoices',
    url: `/billing/invoices?perPage=${ROWS}`,
    api: '/customer/invoices',
    control: `${ROW_SELECTOR}:first-child a`,
  },
  {
    title: 'Balance history with calls',
    url: `/billing/balance/history?perPage=${ROWS}&showCalls=1`,
    api: '/customer/balance/history',
    control: `${ROW_SELECTOR}:first-child td`,
  },
];

/** Demo has 18 invoices: copies under other references and uuids fill a page, in the bench's database only. */
function fillDemoInvoices(db: Db, total: number): void {
  const customer = db.prepare<[], number>("SELECT id FROM customers WHERE login = 'demo'").pluck().get()!;
  const have = db
    .prepare<[number], number>('SELECT COUNT(*) FROM invoices WHERE customer_id = ?')
    .pluck()
    .get(customer)!;
  const copy =
    db.prepare(`INSERT INTO invoices (uuid, customer_id, reference_number, period_start, period_end, date_created, date_due,
    numbers_cents, traffic_cents, total_cents) SELECT lower(hex(randomblob(16))), customer_id, reference_number || '-' || ?, period_start,
    period_end, date_created, date_due, numbers_cents, traffic_cents, total_cents FROM invoices WHERE customer_id = ? AND reference_number NOT LIKE '%-%-%-%'`);
  for (let round = 1; have * (round + 1) <= total + have; round += 1) copy.run(round, customer);
}

export const billingLists: Measurement = {
  name: 'billing-lists',
  async run(context: BenchContext): Promise<BenchReport> {
    const server = await startPortal(context.portal.outDir);
    const browser = await launchBrowser();
    const table: string[][] = [];
    const checks: BudgetCheck[] = [];
    try {
      fillDemoInvoices(server.portal.db, ROWS);
      for (const list of LISTS) {
        const measured = await listVsStock(list, context, server.origin, browser);
        table.push(...measured.rows);
        checks.push(...measured.checks);
      }
    } finally {
      await browser.close();
      await server.close();
    }
    return {
      title: `Billing lists, ${ROWS} rows`,
      columns: ['measure', 'value'],
      rows: table,
      checks,
      notes: [
        'Measured as My numbers is: from navigation start until the rows are in the table and the first row takes a click.',
      ],
    };
  },
};
