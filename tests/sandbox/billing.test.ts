/** Billing calls of spec part 2 section 7 (issue 12): invoices and their PDFs, balance, history, top-up. */
import { beforeEach, describe, expect, it } from 'vitest';
import { type App, type Client, freshSandbox, signedIn } from './client';
import { json } from './ordering-fixtures';
import { pdfTextLines } from './pdfText';

interface Invoice {
  uuid: string;
  reference_number: string;
  date_created: string;
  date_due: string;
  total: string;
  traffic: string;
  numbers: string;
  pdf_location: string;
}
interface HistoryRow {
  id: number;
  date_modified: string;
  description: string;
  value: string;
  balance: string;
}
type Page<T> = { results: T[]; count: number };

let app: App;
let demo: Client;
let metered: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});

const cents = (amount: string) => Math.round(Number(amount) * 100);
const invoices = async (query = '', client = demo) =>
  json<Page<Invoice>>(await client.get(`customer/invoices?${query}`));
const history = async (query: string) => json<Page<HistoryRow>>(await demo.get(`customer/balance/history?${query}`));

describe('invoices', () => {
  it('lists 18 monthly invoices per customer, newest first, whose totals are numbers plus traffic', async () => {
    const all = await invoices('page_size=50');
    expect(all.count).toBe(18);
    expect(all.results.map((invoice) => invoice.date_created)).toEqual(
      all.results
        .map((invoice) => invoice.date_created)
        .sort()
        .reverse(),
    );
    for (const invoice of all.results) {
      expect(cents(invoice.total)).toBe(cents(invoice.numbers) + cents(invoice.traffic));
      expect(cents(invoice.numbers)).toBeGreaterThan(0);
      expect(invoice.date_due > invoice.date_created).toBe(true);
    }
    expect((await invoices('', metered)).count).toBe(18);
    // One page of 20 holds the 18; there is no second.
    expect((await invoices()).results).toHaveLength(18);
    expect((await demo.get('customer/invoices?page=2')).status).toBe(404);
  });

  it('filters by reference (part of it), invoice date and due date, sent as the spec names them', async () => {
    const all = (await invoices('page_size=50')).results;
    const one = all[3];
    expect(
      (await invoices(`reference_number=${one.reference_number.slice(4, 10)}`)).results.map((i) => i.uuid),
    ).toEqual([one.uuid]);
    const between = await invoices(`date_from=${all[5].date_created}&date_to=${all[2].date_created}`);
    expect(between.results.map((i) => i.uuid)).toEqual(all.slice(2, 6).map((i) => i.uuid));
    const due = await invoices(`date_due_from=${all[1].date_due}&date_due_to=${all[0].date_due}`);
    expect(due.results.map((i) => i.uuid)).toEqual(all.slice(0, 2).map((i) => i.uuid));
    expect((await invoices('reference_number=nothing-like-it')).count).toBe(0);
  });

  it('refuses a malformed date or page size with 400 on the parameter', async () => {
    const bad = await demo.get('customer/invoices?date_from=31/12/2025&date_due_to=2025-02-30');
    expect(bad.status).toBe(400);
    expect(Object.keys(await json<Record<string, string[]>>(bad)).sort()).toEqual(['date_due_to', 'date_from']);
    expect((await demo.get('customer/invoices?page_size=7')).status).toBe(400);
  });

  it('answers one invoice by uuid to its customer only', async () => {
    const [first] = (await invoices()).results;
    const one = await json<Invoice>(await demo.get(`customer/invoices/${first.uuid}`));
    expect(one).toMatchObject({ uuid: first.uuid, reference_number: first.reference_number, total: first.total });
    expect((await metered.get(`customer/invoices/${first.uuid}`)).status).toBe(404);
    expect((await demo.get('customer/invoices/not-a-uuid')).status).toBe(404);
  });
});

describe('invoice PDFs', () => {
  it("serves a real PDF, inline and sandboxed, whose lines and totals are the invoice's", async () => {
    const [invoice] = (await invoices('', metered)).results;
    const answer = await app.request(invoice.pdf_location);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''INV-/);
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const lines = pdfTextLines(bytes);
    expect(lines).toContain(`Invoice ${invoice.reference_number}`);
    expect(lines).toContain('Rhône Voix SAS');
    const after = (label: string) => lines[lines.lastIndexOf(label) + 1];
    expect(after('Total')).toBe(`${invoice.total} EUR`);
    expect(after('Total numbers (monthly rental)')).toBe(`${invoice.numbers} EUR`);
    expect(after('Total traffic')).toBe(`${invoice.traffic} EUR`);
    const rentals = lines.filter((line) => line.endsWith('monthly rental') && line.startsWith('+'));
    const rentalCents = rentals.reduce(
      (sum, line) => sum + cents(lines[lines.indexOf(line) + 1].replace(' EUR', '')),
      0,
    );
    expect(rentals.length).toBeGreaterThan(10);
    expect(rentalCents).toBe(cents(invoice.numbers));
  });

  it("refuses an altered link or another invoice's name with 404", async () => {
    const [first, second] = (await invoices()).results;
    const tampered = first.pdf_location.replace(/\/[0-9a-f]{64}\//, `/${'0'.repeat(64)}/`);
    expect((await app.request(tampered)).status).toBe(404);
    const otherName = first.pdf_location.replace(/[^/]+\.pdf$/, `${second.reference_number}.pdf`);
    expect((await app.request(otherName)).status).toBe(404);
  });
});

describe('balance and threshold', () => {
  it('answers the prepaid balance, and 403 to a postpaid customer', async () => {
    expect(await json(await demo.get('customer/balance'))).toEqual({
      balance: '1250.40',
      balance_threshold: '100.00€',
      is_below_threshold: false,
      currency: 'EUR',
    });
    expect((await metered.get('customer/balance')).status).toBe(403);
  });

  it('saves the threshold from desired_balance_limit, and says when the balance is below it', async () => {
    const saved = await demo.patch('customer/balance', { desired_balance_limit: '1500.5' });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ balance_threshold: '1500.50€', is_below_threshold: true });
    expect(await json(await demo.get('customer/balance'))).toMatchObject({
      balance_threshold: '1500.50€',
      is_below_threshold: true,
    });
  });

  it.each([
    [{}, 'This field is required.'],
    [{ desired_balance_limit: '' }, 'This field is required.'],
    [{ desired_balance_limit: 'ten' }, 'A valid number is required.'],
    [{ desired_balance_limit: '10.555' }, 'Ensure that there are no more than 2 decimal places.'],
    [{ desired_balance_limit: -1 }, 'Ensure this value is greater than or equal to 0.'],
    [{ desired_balance_limit: true }, 'A valid number is required.'],
  ])('refuses %j with "%s" and keeps the threshold', async (body, message) => {
    const refused = await demo.patch('customer/balance', body);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ desired_balance_limit: [message] });
    expect(await json(await demo.get('customer/balance'))).toMatchObject({ balance_threshold: '100.00€' });
  });
});

describe('balance history', () => {
  it('is a ledger whose rows add up to the balance, calls included with show 1 and left out with show 2', async () => {
    const withCalls = await history('show=1&page_size=250');
    const withoutCalls = await history('show=2&page_size=250');
    expect(withCalls.count).toBeGreaterThan(250);
    expect(withoutCalls.count).toBeLessThan(withCalls.count);
    expect(withoutCalls.results.some((row) => row.description.startsWith('Call'))).toBe(false);
    expect(withCalls.results.some((row) => row.description.startsWith('Call'))).toBe(true);
    expect(withCalls.results[0].balance).toBe('1250.40');
    // Newest first: each row's balance is the one below it plus its value.
    const rows = withCalls.results;
    for (let i = 0; i < rows.length - 1; i += 1)
      expect(cents(rows[i].balance)).toBe(cents(rows[i + 1].balance) + cents(rows[i].value));
    let all: HistoryRow[] = [];
    for (let page = 1; all.length < withCalls.count; page += 1)
      all = [...all, ...(await history(`show=1&page_size=250&page=${page}`)).results];
    expect(all.reduce((sum, row) => sum + cents(row.value), 0)).toBe(cents('1250.40'));
  });

  it('refuses another show value, and a postpaid customer', async () => {
    expect((await demo.get('customer/balance/history?show=3')).status).toBe(400);
    expect((await metered.get('customer/balance/history?show=1')).status).toBe(403);
  });

  it('exports the rows as a CSV file named with the date, amounts as numbers', async () => {
    const answer = await demo.get('customer/balance/history/export?_export=csv&show=2');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /attachment; filename="balance-history-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await answer.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date modified,Description,Value,Balance');
    expect(lines).toHaveLength((await history('show=2')).count + 1);
    expect(lines[1]).toMatch(/,-414\.9,1250\.4$/);
    expect((await demo.get('customer/balance/history/export?show=2')).status).toBe(400);
  });
});

describe('top-up', () => {
  it("offers amounts in the currency with PayPal's fee on top", async () => {
    const options = await json<{ currency: string; options: { value: string; value_with_fee: string }[] }>(
      await demo.get('customer/balance/top-up/options'),
    );
    expect(options.currency).toBe('EUR');
    expect(options.options.map((option) => option.value)).toEqual(['25.00', '50.00', '100.00', '250.00', '500.00']);
    // 3.49 % + 0.49: 100.00 costs the sender 103.98.
    expect(options.options[2].value_with_fee).toBe('103.98');
    expect((await metered.get('customer/balance/top-up/options')).status).toBe(403);
  });

  it('creates an order for an offered amount only', async () => {
    expect((await demo.post('customer/paypal/transaction/create', { amount: '33.00' })).status).toBe(400);
    expect((await demo.post('customer/paypal/transaction/create', {})).status).toBe(400);
    const created = await json<{ order_id: string }>(
      await demo.post('customer/paypal/transaction/create', { amount: 100 }),
    );
    expect(created.order_id).toMatch(/^[A-Z0-9]{17}$/);
  });

  it('credits the value (not the value with fee) once, and writes a history row', async () => {
    const { order_id: orderID } = await json<{ order_id: string }>(
      await demo.post('customer/paypal/transaction/create', { amount: '50.00' }),
    );
    const [first, second] = await Promise.all([
      demo.post('customer/paypal/transaction/capture', { orderID }),
      demo.post('customer/paypal/transaction/capture', { orderID }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const refused = first.status === 400 ? first : second;
    expect(await json(refused)).toEqual({ error: 'This payment has already been captured.' });
    expect(await json(await demo.get('customer/balance'))).toMatchObject({ balance: '1300.40' });
    const [latest] = (await history('show=2')).results;
    expect(latest).toMatchObject({ value: '50.00', balance: '1300.40' });
    expect(latest.description).toContain(orderID);
  });

  it("refuses an unknown order, another customer's, and a body without orderID, crediting nothing", async () => {
    expect(await json(await demo.post('customer/paypal/transaction/capture', { orderID: 'NOPE' }))).toEqual({
      error: 'This payment order does not exist.',
    });
    expect((await demo.post('customer/paypal/transaction/capture', {})).status).toBe(400);
    expect((await metered.post('customer/paypal/transaction/capture', { orderID: 'X' })).status).toBe(403);
    expect(await json(await demo.get('customer/balance'))).toMatchObject({ balance: '1250.40' });
  });
});
