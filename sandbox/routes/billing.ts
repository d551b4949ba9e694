/**
 * Billing (spec part 2 section 7 "Billing"; issue 12): invoices and their PDFs, the prepaid balance and its threshold,
 * the balance history and its CSV, top-up options and PayPal orders.
 */
import { accountObject, record } from '@/sandbox/activity';
import { invoicePdf, type InvoiceCustomer } from '@/sandbox/billing/invoicePdf';
import {
  invoiceAnswer,
  invoiceFilename,
  invoiceFilters,
  invoiceQueries,
  type InvoiceRow,
} from '@/sandbox/billing/invoices';
import { CAPTURE_ERRORS, feeCents, newOrderId, offeredCents, topUpOptions } from '@/sandbox/billing/topUp';
import { csvResponse } from '@/sandbox/csv';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { badRequest, forbidden, notFound } from '@/sandbox/errors';
import type { FileStore, MadeFile, StoredFile } from '@/sandbox/fileStore';
import { money, moneyWithSymbol } from '@/sandbox/money';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import { FieldErrors, readJson } from '@/sandbox/validation';
import { detectFileType } from '@/providers/fileTypes';

const PREPAID = 1;
export const INVOICE_FILES = 'invoices';
/** Show the calls (1) or not (2), as the portal's "Show calls" selector sends it. */
const SHOW = { withCalls: '1', withoutCalls: '2' } as const;
const MAX_THRESHOLD = 1_000_000;

interface CustomerBilling extends InvoiceCustomer {
  customer_type: number;
  balance_cents: number;
  balance_threshold_cents: number;
}

interface HistoryRow {
  id: number;
  date_modified: string;
  description: string;
  value_cents: number;
  balance_cents: number;
}

const historyAnswer = (row: HistoryRow) => ({
  id: row.id,
  date_modified: row.date_modified,
  description: row.description,
  value: money(row.value_cents),
  balance: money(row.balance_cents),
});

/** The threshold in cents: a number of the currency, at least 0, at most two decimals. */
function thresholdCents(value: unknown, errors: FieldErrors): number {
  const field = 'desired_balance_limit';
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || text === '') {
    errors.add(
      field,
      value === undefined || value === null || text === '' ? 'This field is required.' : 'A valid number is required.',
    );
    return 0;
  }
  if (!/^-?\d+(\.\d+)?$/.test(text)) errors.add(field, 'A valid number is required.');
  else if (/\.\d{3,}$/.test(text)) errors.add(field, 'Ensure that there are no more than 2 decimal places.');
  else if (Number(text) < 0) errors.add(field, 'Ensure this value is greater than or equal to 0.');
  else if (Number(text) > MAX_THRESHOLD)
    errors.add(field, `Ensure this value is less than or equal to ${MAX_THRESHOLD}.`);
  return Math.round(Number(text) * 100);
}

export function registerBillingRoutes(router: Router, { db }: AreaDeps, files: FileStore): void {
  const invoices = invoiceQueries(db);
  const customerOf = db.prepare<
    [number],
    CustomerBilling
  >(`SELECT company_name, address, postal_code, city, country, vat_number,
    currency, customer_type, balance_cents, balance_threshold_cents FROM customers WHERE id = ?`);
  const setThreshold = db.prepare('UPDATE customers SET balance_threshold_cents = ? WHERE id = ?');
  const historyWhere = 'customer_id = @customer AND (@calls = 1 OR is_call = 0)';
  const historyCount = db.prepare<[{ customer: number; calls: number }], { n: number }>(
    `SELECT COUNT(*) AS n FROM balance_history WHERE ${historyWhere}`,
  );
  const historyPage = db.prepare<[{ customer: number; calls: number; limit: number; offset: number }], HistoryRow>(
    `SELECT * FROM balance_history WHERE ${historyWhere} ORDER BY date_modified DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const historyAll = db.prepare<[{ customer: number; calls: number }], HistoryRow>(
    `SELECT * FROM balance_history WHERE ${historyWhere} ORDER BY date_modified DESC, id DESC`,
  );
  const insertOrder =
    db.prepare(`INSERT INTO paypal_orders (order_id, customer_id, value_cents, fee_cents, status, created_at)
    VALUES (?, ?, ?, ?, 'CREATED', ?)`);
  const orderOf = db.prepare<[string, number], { value_cents: number; status: string }>(
    'SELECT value_cents, status FROM paypal_orders WHERE order_id = ? AND customer_id = ?',
  );
  const completeOrder = db.prepare(
    `UPDATE paypal_orders SET status = 'COMPLETED', captured_at = ? WHERE order_id = ? AND status = 'CREATED'`,
  );
  const credit = db.prepare('UPDATE customers SET balance_cents = balance_cents + ? WHERE id = ?');
  const insertHistory =
    db.prepare(`INSERT INTO balance_history (customer_id, date_modified, description, value_cents, balance_cents, is_call)
    VALUES (?, ?, ?, ?, ?, 0)`);

  const customer = (c: SandboxContext): CustomerBilling => {
    const row = customerOf.get(customerId(c));
    if (!row) throw notFound();
    return row;
  };
  const prepaid = (c: SandboxContext): CustomerBilling => {
    const row = customer(c);
    if (row.customer_type !== PREPAID) throw forbidden('Balance is only available to prepaid customers.');
    return row;
  };
  const balanceAnswer = (row: CustomerBilling) => ({
    balance: money(row.balance_cents),
    balance_threshold: moneyWithSymbol(row.balance_threshold_cents, row.currency),
    is_below_threshold: row.balance_cents < row.balance_threshold_cents,
    currency: row.currency,
  });
  const link = (invoice: InvoiceRow) =>
    files.link(INVOICE_FILES, { id: invoice.id, customerId: invoice.customer_id, filename: invoiceFilename(invoice) });
  const showCalls = (c: SandboxContext): number => {
    const show = c.req.query('show') ?? SHOW.withoutCalls;
    if (show !== SHOW.withCalls && show !== SHOW.withoutCalls) {
      throw badRequest({ show: [`Select a valid choice. ${show} is not one of the available choices.`] });
    }
    return show === SHOW.withCalls ? 1 : 0;
  };

  router.resource('customer/invoices', {
    get: (c) => {
      const filters = invoiceFilters(c);
      const id = customerId(c);
      const result = paginate(
        c,
        () => invoices.count(id, filters),
        (limit, offset) => invoices.page(id, filters, limit, offset),
      );
      return c.json({
        results: result.results.map((invoice) => invoiceAnswer(invoice, link(invoice))),
        count: result.count,
      });
    },
  });
  router.resource('customer/invoices/:uuid', {
    get: (c) => {
      const invoice = invoices.byUuid(c.req.param('uuid') ?? '', customerId(c));
      if (!invoice) throw notFound();
      return c.json(invoiceAnswer(invoice, link(invoice)));
    },
  });
  // The PDF is made when first asked for, then kept in the file store like any other file.
  // The PDF is made (and kept) when a valid link first asks for it: the lookup itself renders nothing.
  files.registerDownloads(router, INVOICE_FILES, (id): MadeFile | undefined => {
    const invoice = invoices.byId(id);
    const owner = invoice ? customerOf.get(invoice.customer_id) : undefined;
    if (!invoice || !owner) return undefined;
    const filename = invoiceFilename(invoice);
    const make = async (): Promise<StoredFile> => {
      let path = invoice.pdf_path;
      if (!path || !files.read(path)) {
        const bytes = await invoicePdf(invoice, owner, invoices.lines(invoice.id));
        const type = detectFileType(filename, bytes);
        if (!type) throw new Error('the invoice PDF is not recognised as a PDF');
        path = files.store(INVOICE_FILES, type, bytes);
        invoices.setPdf(invoice.id, path);
      }
      return { id: invoice.id, customerId: invoice.customer_id, filename, contentType: 'application/pdf', path };
    };
    return { id: invoice.id, customerId: invoice.customer_id, filename, make };
  });

  router.resource('customer/balance', {
    get: (c) => c.json(balanceAnswer(prepaid(c))),
    patch: async (c) => {
      prepaid(c);
      const body = await readJson(c);
      const errors = new FieldErrors();
      const cents = thresholdCents(body.desired_balance_limit, errors);
      errors.check();
      setThreshold.run(cents, customerId(c));
      const customer = prepaid(c);
      const summary = `Balance threshold set to ${money(cents)} ${customer.currency}`;
      record(c, 'balance_threshold', accountObject(c), summary);
      return c.json(balanceAnswer(customer));
    },
  });
  router.resource('customer/balance/history', {
    get: (c) => {
      prepaid(c);
      const where = { customer: customerId(c), calls: showCalls(c) };
      const result = paginate(
        c,
        () => historyCount.get(where)?.n ?? 0,
        (limit, offset) => historyPage.all({ ...where, limit, offset }),
      );
      return c.json({ results: result.results.map(historyAnswer), count: result.count });
    },
  });
  router.resource('customer/balance/history/export', {
    get: (c) => {
      prepaid(c);
      if (c.req.query('_export') !== 'csv') throw badRequest({ _export: ['Select a valid choice: csv.'] });
      const rows = historyAll.all({ customer: customerId(c), calls: showCalls(c) });
      // Amounts as numbers: a spreadsheet adds them up (a string "-4.90" would be written as text).
      return csvResponse(
        c,
        `balance-history-${new Date().toISOString().slice(0, 10)}.csv`,
        ['Date modified', 'Description', 'Value', 'Balance'],
        rows.map((row) => [row.date_modified, row.description, row.value_cents / 100, row.balance_cents / 100]),
      );
    },
  });
  router.resource('customer/balance/top-up/options', { get: (c) => c.json(topUpOptions(prepaid(c).currency)) });

  router.resource('customer/paypal/transaction/create', {
    post: async (c) => {
      prepaid(c);
      const body = await readJson(c);
      const cents = offeredCents(body.amount);
      if (cents === undefined) throw badRequest({ amount: ['Choose one of the top-up amounts.'] });
      const orderId = newOrderId();
      insertOrder.run(orderId, customerId(c), cents, feeCents(cents), new Date().toISOString());
      const payment = { type: 'payment', id: orderId, name: `PayPal order ${orderId}` } as const;
      record(c, 'top_up', payment, `Top-up of ${money(cents)} ${prepaid(c).currency} started (PayPal)`);
      return c.json({ order_id: orderId });
    },
  });
  router.resource('customer/paypal/transaction/capture', {
    post: async (c) => {
      prepaid(c);
      const body = await readJson(c);
      const orderId = typeof body.orderID === 'string' ? body.orderID.trim() : '';
      if (!orderId) throw badRequest({ orderID: ['This field is required.'] });
      const id = customerId(c);
      // One transaction: two captures of one order cannot both credit it.
      const captured = db.transaction(() => {
        const order = orderOf.get(orderId, id);
        if (!order) return { error: CAPTURE_ERRORS.unknown };
        const now = new Date().toISOString();
        if (completeOrder.run(now, orderId).changes !== 1) return { error: CAPTURE_ERRORS.captured };
        credit.run(order.value_cents, id);
        const balance = customerOf.get(id)?.balance_cents ?? 0;
        insertHistory.run(id, now, `Top-up via PayPal (order ${orderId})`, order.value_cents, balance);
        const payment = { type: 'payment', id: orderId, name: `PayPal order ${orderId}` } as const;
        record(c, 'top_up_capture', payment, `Top-up of ${money(order.value_cents)} captured (PayPal)`);
        return { status: 'COMPLETED', order_id: orderId, balance: money(balance) };
      })();
      return 'error' in captured ? c.json(captured, 400) : c.json(captured);
    },
  });
}
