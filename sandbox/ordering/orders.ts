/** Orders as the portal reads them: lists (open, history, incomplete) with filters, and one order's details. */
import type { Db } from '@/sandbox/db';
import { money } from '@/sandbox/money';
import type { OrderDetails, OrderListItem } from '@/providers/types';

export const ORDER_LIST_STATUSES = { open: [1, 4], incomplete: [2, 3], history: [5, 6] } as const;
export type OrderListName = keyof typeof ORDER_LIST_STATUSES;

export interface OrderFilters {
  customer: number;
  country: number;
  area: number;
  did: string;
  profile: string;
  status: number;
}

interface OrderRow {
  id: number;
  uuid: string;
  reference_number: string;
  status_id: number;
  status: string;
  date_commit: string;
  cancellation: number;
  message: string | null;
  country_id: number | null;
  country_name: string | null;
  area_name: string | null;
  area_prefix: string | null;
  pending_docs: number;
  rejected_documents: number;
  sof_document: number;
  sof_compulsory: number;
  count_did: number;
  count_bo: number;
  count_channel: number;
}

const sum = (kinds: string) =>
  `(SELECT coalesce(sum(l.amount), 0) FROM order_lines l WHERE l.order_id = o.id AND l.kind IN (${kinds}))`;
const SELECT_ORDER = `SELECT o.id, o.uuid, o.reference_number, o.status_id, s.description AS status, o.date_commit, o.cancellation, o.message,
  o.country_id, c.name AS country_name, a.name AS area_name, a.prefix AS area_prefix, o.pending_docs, o.rejected_documents, o.sof_document,
  o.sof_compulsory, ${sum("'did', 'pstn_upgrade'")} AS count_did, ${sum("'backorder'")} AS count_bo,
  ${sum("'dedicated_channel', 'shared_channel'")} AS count_channel
  FROM orders o JOIN order_statuses s ON s.id = o.status_id LEFT JOIN countries c ON c.id = o.country_id LEFT JOIN areas a ON a.id = o.area_id`;
const FILTERS = `o.customer_id = @customer AND (@country = 0 OR o.country_id = @country)
  AND (@area = 0 OR o.area_id = @area OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.area_id = @area))
  AND (@did = '' OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.did LIKE '%' || @did || '%'))
  AND (@profile = '' OR EXISTS (SELECT 1 FROM order_profiles op JOIN profiles p ON p.id = op.profile_id WHERE op.order_id = o.id
    AND p.name LIKE '%' || @profile || '%'))
  AND (@status = 0 OR o.status_id = @status)`;

export function orderQueries(db: Db) {
  const listStatements = (name: OrderListName) => {
    const where = `WHERE o.status_id IN (${ORDER_LIST_STATUSES[name].join(', ')}) AND ${FILTERS}`;
    return {
      count: db.prepare<[OrderFilters], number>(`SELECT count(*) FROM orders o ${where}`).pluck(),
      page: db.prepare<[OrderFilters & { limit: number; offset: number }], OrderRow>(
        `${SELECT_ORDER} ${where} ORDER BY o.date_commit DESC, o.id DESC LIMIT @limit OFFSET @offset`,
      ),
    };
  };
  const lists = {
    open: listStatements('open'),
    incomplete: listStatements('incomplete'),
    history: listStatements('history'),
  };
  const profileNames = db
    .prepare<[number], string>(
      'SELECT DISTINCT p.name FROM order_profiles op JOIN profiles p ON p.id = op.profile_id WHERE op.order_id = ? ORDER BY p.name',
    )
    .pluck();
  const byUuid = db.prepare<[string, number], OrderRow>(`${SELECT_ORDER} WHERE o.uuid = ? AND o.customer_id = ?`);
  const lines = db.prepare<
    [number],
    {
      id: number;
      kind: string;
      did: string | null;
      name: string | null;
      country: string | null;
      area: string | null;
      plan: string | null;
      amount: number;
      nrc_cents: number;
      mrc_cents: number;
    }
  >(
    `SELECT l.id, l.kind, l.did, l.name, c.name AS country, a.name AS area, p.name AS plan, l.amount, l.nrc_cents, l.mrc_cents
     FROM order_lines l LEFT JOIN countries c ON c.id = l.country_id LEFT JOIN areas a ON a.id = l.area_id LEFT JOIN plans p ON p.id = l.plan_id
     WHERE l.order_id = ? ORDER BY l.id`,
  );
  const profiles = db.prepare<
    [number],
    {
      id: number;
      profile_id: number;
      name: string;
      status_id: number;
      status: string;
      location: string;
      country_id: number;
      plan_id: number;
      plan_type: number;
    }
  >(
    `SELECT op.id, op.profile_id, p.name, op.status_id, s.description AS status, op.location, op.country_id, op.plan_id, op.plan_type
     FROM order_profiles op JOIN profiles p ON p.id = op.profile_id JOIN order_statuses s ON s.id = op.status_id WHERE op.order_id = ? ORDER BY op.id`,
  );
  const documents = db.prepare<[number], { id: number; description: string }>(
    `SELECT d.id, d.label AS description FROM order_profile_documents o JOIN document_types d ON d.id = o.document_type_id
     WHERE o.order_profile_id = ? ORDER BY d.id`,
  );

  const listItem = (row: OrderRow): OrderListItem => ({
    uuid: row.uuid,
    reference_number: row.reference_number,
    type: row.count_bo > 0 && row.count_did === 0 ? 'backorder' : 'order',
    profiles: profileNames.all(row.id).map((name) => ({ name })),
    date_commit: row.date_commit,
    count_did: row.count_did,
    count_channel: row.count_channel,
    status: { id: row.status_id, description: row.status },
    count_bo: row.count_bo,
    pending_docs: row.pending_docs,
    rejected_documents: row.rejected_documents,
    sof_document: row.sof_document === 1,
    sof_compulsory: row.sof_compulsory === 1,
    country:
      row.country_id !== null && row.country_name !== null ? { id: row.country_id, name: row.country_name } : null,
    area:
      row.area_name !== null && row.area_prefix !== null ? { description: row.area_name, code: row.area_prefix } : null,
  });

  const details = (uuid: string, customer: number): OrderDetails | undefined => {
    const row = byUuid.get(uuid, customer);
    if (!row) return undefined;
    const all = lines.all(row.id);
    const channel = (kind: string) =>
      all
        .filter((l) => l.kind === kind)
        .map((l) => ({
          id: l.id,
          name: l.name ?? l.did ?? '',
          amount: l.amount,
          nrc: money(l.nrc_cents),
          mrc: money(l.mrc_cents),
        }));
    return {
      uuid: row.uuid,
      reference_number: row.reference_number,
      date_commit: row.date_commit,
      status: { id: row.status_id, description: row.status },
      cancellation: row.cancellation === 1,
      message: row.message,
      price: {
        nrc: money(all.reduce((total, l) => total + l.nrc_cents * l.amount, 0)),
        mrc: money(all.reduce((total, l) => total + l.mrc_cents * l.amount, 0)),
      },
      didorders: all
        .filter((l) => ['did', 'backorder', 'pstn_upgrade'].includes(l.kind))
        .map((l) => ({
          id: l.id,
          did: l.did,
          country: l.country ?? '',
          area: l.area ?? '',
          plan: l.plan ?? '',
          amount: l.amount,
          is_backorder: l.kind === 'backorder',
          nrc: money(l.nrc_cents),
          mrc: money(l.mrc_cents),
        })),
      dedicated_channelorders: channel('dedicated_channel'),
      shared_channelorders: channel('shared_channel'),
      profiles: profiles.all(row.id).map((p) => ({
        id: p.profile_id,
        name: p.name,
        status: { id: p.status_id, description: p.status },
        documents: documents.all(p.id),
        location: p.location,
        country_id: p.country_id,
        plan_id: p.plan_id,
        plan_type: p.plan_type,
      })),
    };
  };

  return {
    count: (name: OrderListName, filters: OrderFilters) => lists[name].count.get(filters) ?? 0,
    page: (name: OrderListName, filters: OrderFilters, limit: number, offset: number) =>
      lists[name].page.all({ ...filters, limit, offset }).map(listItem),
    details,
  };
}
