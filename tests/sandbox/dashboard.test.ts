/** The dashboard calls of spec part 2 section 7 (issue 13 item 5): news, the user manual, open orders and backorders. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { type App, type Client, freshSandbox, signedIn } from './client';
import { json } from './ordering-fixtures';
import { pdfTextLines } from './pdfText';

interface News {
  id: number;
  created: string;
  notification_type: string;
  description: string;
}
interface DashboardOrders {
  orders: {
    reference_number: string;
    order_date: string;
    uuid: string;
    documents: { country: string; area: string; document_type: string; status: string }[];
  }[];
  backorders: {
    reference_number: string;
    order_date: string;
    uuid: string;
    didorders: { plan: string; country: string; area: string; type: string; amount: number }[];
  }[];
}
interface OrderDetails {
  uuid: string;
  reference_number: string;
  date_commit: string;
  status: { id: number };
  didorders: { is_backorder: boolean; plan: string; country: string; area: string; amount: number }[];
}

let app: App;
let db: Db;
let demo: Client;
let metered: Client;
beforeAll(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});

describe('GET customer/dashboard/news', () => {
  it('answers the news newest first, alerts among them', async () => {
    const news = await json<News[]>(await demo.get('customer/dashboard/news'));
    expect(news.length).toBeGreaterThanOrEqual(3);
    for (const item of news) {
      expect(Object.keys(item).sort()).toEqual(['created', 'description', 'id', 'notification_type']);
      expect(['alert', 'info']).toContain(item.notification_type);
      expect(Number.isNaN(Date.parse(item.created))).toBe(false);
    }
    expect(news.filter((n) => n.notification_type === 'alert').length).toBeGreaterThanOrEqual(1);
    expect(news.filter((n) => n.notification_type === 'info').length).toBeGreaterThanOrEqual(1);
    const created = news.map((n) => n.created);
    expect([...created].sort().reverse()).toEqual(created);
  });
});

describe('GET customer/dashboard/user-manual-data', () => {
  it('answers a description and the location of a PDF the sandbox serves, with nosniff and a sandboxing CSP', async () => {
    const manual = await json<{ description: string; location: string }>(
      await demo.get('customer/dashboard/user-manual-data'),
    );
    expect(manual.description).toMatch(/manual/i);
    expect(manual.location).toBe('/api/v1/manuals/customer-portal-user-manual.pdf');
    // Opened in a new tab: no token.
    const pdf = await app.request(manual.location);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; /);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfTextLines(bytes).join(' ')).toContain('Customer portal user manual');
  });
});

describe('GET customer/orders/dashboard', () => {
  it("answers the customer's open orders with the documents they wait for", async () => {
    const { orders } = await json<DashboardOrders>(await demo.get('customer/orders/dashboard'));
    const open = db
      .prepare(
        `SELECT uuid FROM orders o WHERE customer_id = 1 AND status_id IN (1, 2, 3, 4)
         AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.kind IN ('did', 'pstn_upgrade'))`,
      )
      .pluck()
      .all() as string[];
    expect(orders.map((o) => o.uuid).sort()).toEqual([...open].sort());
    expect(orders.length).toBeGreaterThan(0);
    const dates = orders.map((o) => o.order_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const statuses = new Set(orders.flatMap((o) => o.documents.map((d) => d.status)));
    expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected']);
    for (const order of orders) {
      expect(Object.keys(order).sort()).toEqual(['documents', 'order_date', 'reference_number', 'uuid']);
      for (const document of order.documents) {
        expect(document).toEqual({
          country: expect.any(String),
          area: expect.any(String),
          document_type: expect.any(String),
          status: expect.stringMatching(/^(pending|rejected|approved)$/),
        });
      }
    }
  });

  it('answers the open backorders with their lines', async () => {
    const { backorders } = await json<DashboardOrders>(await demo.get('customer/orders/dashboard'));
    expect(backorders.length).toBeGreaterThan(0);
    for (const backorder of backorders) {
      expect(backorder.didorders.length).toBeGreaterThan(0);
      for (const line of backorder.didorders) {
        expect(line).toEqual({
          plan: expect.any(String),
          country: expect.any(String),
          area: expect.any(String),
          type: expect.any(String),
          amount: expect.any(Number),
        });
        expect(line.amount).toBeGreaterThan(0);
      }
    }
  });

  it('gives uuids that open in the order details, which show the same order and lines', async () => {
    const { orders, backorders } = await json<DashboardOrders>(await demo.get('customer/orders/dashboard'));
    for (const item of [...orders, ...backorders]) {
      const response = await demo.get(`customer/orders/${item.uuid}`);
      expect(response.status).toBe(200);
      const details = (await response.json()) as OrderDetails;
      expect(details.reference_number).toBe(item.reference_number);
      expect(details.date_commit).toBe(item.order_date);
      expect([1, 2, 3, 4]).toContain(details.status.id);
    }
    for (const backorder of backorders) {
      const details = await json<OrderDetails>(await demo.get(`customer/orders/${backorder.uuid}`));
      expect(
        details.didorders
          .filter((l) => l.is_backorder)
          .map(({ plan, country, area, amount }) => ({ plan, country, area, amount })),
      ).toEqual(backorder.didorders.map(({ plan, country, area, amount }) => ({ plan, country, area, amount })));
    }
  });

  it("shows only the customer's own orders", async () => {
    const ours = await json<DashboardOrders>(await demo.get('customer/orders/dashboard'));
    const theirs = await json<DashboardOrders>(await metered.get('customer/orders/dashboard'));
    const ourUuids = new Set([...ours.orders, ...ours.backorders].map((o) => o.uuid));
    expect(theirs.orders.length).toBeGreaterThan(0);
    expect([...theirs.orders, ...theirs.backorders].some((o) => ourUuids.has(o.uuid))).toBe(false);
    expect((await metered.get(`customer/orders/${ours.orders[0].uuid}`)).status).toBe(404);
  });
});

it('answers 401 without a session (the manual PDF itself needs none)', async () => {
  for (const path of ['customer/dashboard/news', 'customer/dashboard/user-manual-data', 'customer/orders/dashboard']) {
    expect((await app.request(`/api/v1/${path}`)).status, path).toBe(401);
  }
  expect((await app.request('/api/v1/manuals/customer-portal-user-manual.pdf')).status).toBe(200);
  expect((await app.request('/api/v1/manuals/other.pdf')).status).toBe(404);
});
