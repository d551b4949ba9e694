/**
 * The dashboard: news, the user manual (its link and the PDF itself) and the open orders and backorders with what
 * they still wait for. Orders are the ordering tables' (db/seed-orders.ts): their uuid opens in customer/orders/{uuid}.
 */
import { type AreaDeps, customerId } from '@/sandbox/env';
import type { FileStore } from '@/sandbox/fileStore';
import { API_PREFIX } from '@/sandbox/paths';
import { MANUAL_DESCRIPTION, MANUAL_FILENAME, manualPdf } from '@/sandbox/reports/manual';
import type { Router } from '@/sandbox/routing';

/** Orders not yet completed or cancelled: Pending, Incomplete, Rejected, In progress. */
export const DASHBOARD_ORDER_STATUSES = [1, 2, 3, 4];
const OPEN = `o.customer_id = ? AND o.status_id IN (${DASHBOARD_ORDER_STATUSES.join(', ')})`;
const HAS = (kinds: string) => `EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.kind IN (${kinds}))`;

export const MANUAL_PATH = `manuals/${MANUAL_FILENAME}`;

interface OrderHead {
  id: number;
  uuid: string;
  reference_number: string;
  order_date: string;
}

/** A document of an order's end user: the missing ones pending (rejected when the order was), the others approved. */
type DocumentStatus = 'pending' | 'rejected' | 'approved';

export function registerDashboardRoutes(router: Router, { db }: AreaDeps, files: FileStore): void {
  const news = db.prepare(
    'SELECT id, created, notification_type, description FROM news ORDER BY created DESC, id DESC',
  );
  router.resource('customer/dashboard/news', { get: (c) => c.json(news.all()) });

  router.resource('customer/dashboard/user-manual-data', {
    get: (c) => c.json({ description: MANUAL_DESCRIPTION, location: `${API_PREFIX}/${MANUAL_PATH}` }),
  });
  router.resource(
    MANUAL_PATH,
    {
      get: async (c) =>
        files.serve(c, { bytes: await manualPdf(), filename: MANUAL_FILENAME, contentType: 'application/pdf' }),
    },
    { anonymous: true },
  );

  const orders = db.prepare<[number], OrderHead>(
    `SELECT o.id, o.uuid, o.reference_number, o.date_commit AS order_date FROM orders o
     WHERE ${OPEN} AND ${HAS("'did', 'pstn_upgrade'")} ORDER BY o.date_commit DESC, o.id DESC`,
  );
  const backorders = db.prepare<[number], OrderHead>(
    `SELECT o.id, o.uuid, o.reference_number, o.date_commit AS order_date FROM orders o
     WHERE ${OPEN} AND ${HAS("'backorder'")} ORDER BY o.date_commit DESC, o.id DESC`,
  );
  const documents = db.prepare<
    [number],
    { country: string; area: string | null; document_type: string; missing: number; status_id: number }
  >(
    `SELECT c.name AS country,
     coalesce((SELECT a.name FROM areas a WHERE a.id = o.area_id),
       (SELECT a.name FROM order_lines l JOIN areas a ON a.id = l.area_id WHERE l.order_id = o.id AND l.plan_id = op.plan_id
        ORDER BY l.id LIMIT 1)) AS area,
     t.label AS document_type,
     EXISTS (SELECT 1 FROM order_profile_documents m WHERE m.order_profile_id = op.id AND m.document_type_id = pd.document_type_id) AS missing,
     op.status_id
     FROM order_profiles op JOIN orders o ON o.id = op.order_id JOIN countries c ON c.id = op.country_id
     JOIN plan_documents pd ON pd.plan_id = op.plan_id JOIN document_types t ON t.id = pd.document_type_id
     WHERE op.order_id = ? ORDER BY op.id, t.id`,
  );
  const didorders = db.prepare<[number], { plan: string; country: string; area: string; type: string; amount: number }>(
    `SELECT p.name AS plan, c.name AS country, coalesce(a.name, '') AS area, n.name AS type, l.amount
     FROM order_lines l JOIN plans p ON p.id = l.plan_id JOIN number_types n ON n.id = p.plan_type
     JOIN countries c ON c.id = l.country_id LEFT JOIN areas a ON a.id = l.area_id
     WHERE l.order_id = ? AND l.kind = 'backorder' ORDER BY l.id`,
  );
  const head = (row: OrderHead) => ({
    reference_number: row.reference_number,
    order_date: row.order_date,
    uuid: row.uuid,
  });
  // Two end users of one order may wait for the same document of the same place: the dashboard lists it once.
  const distinct = <T>(items: T[]): T[] => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = JSON.stringify(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  const statusOf = (missing: number, orderStatus: number): DocumentStatus =>
    missing === 1 ? (orderStatus === 3 ? 'rejected' : 'pending') : 'approved';

  router.resource('customer/orders/dashboard', {
    get: (c) => {
      const customer = customerId(c);
      return c.json({
        orders: orders.all(customer).map((row) => ({
          ...head(row),
          documents: distinct(
            documents.all(row.id).map((d) => ({
              country: d.country,
              area: d.area ?? '',
              document_type: d.document_type,
              status: statusOf(d.missing, d.status_id),
            })),
          ),
        })),
        backorders: backorders.all(customer).map((row) => ({ ...head(row), didorders: didorders.all(row.id) })),
      });
    },
  });
}
