/**
 * Shared-channel orders per DID group: positive orders are cart lines (kind 'shared_channel'), negative ones are
 * channels to cancel (cancellation_channels, kind 'shared'). Prices are the plan's offer (plan_offers), MRC by tier.
 */
import type { SharedChannelCartRow } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { money } from '@/sandbox/money';
import { cancellationIdAllocator } from './cancellationIds';

export interface GroupRow {
  id: number;
  name: string;
  country: string;
  plan_id: number;
  plan: string;
  channel_amount: number;
  max_channel_amount: number;
  ordered: number;
  cancelling: number;
  nrc: number;
  mrc_lt_10: number;
  mrc_10_to_100: number;
  mrc_gt_100: number;
}
export interface GroupFilters {
  customer: number;
  country: number | null;
  plan: number | null;
  type: number | null;
  group: number | null;
}

/** The monthly price per channel for a group that has (or will have) `channels` shared channels (tiers 1-10, 11-100, >100). */
export const sharedMrcOf = (
  row: Pick<GroupRow, 'mrc_lt_10' | 'mrc_10_to_100' | 'mrc_gt_100'>,
  channels: number,
): number => (channels <= 10 ? row.mrc_lt_10 : channels <= 100 ? row.mrc_10_to_100 : row.mrc_gt_100);

export const currentOrders = (row: GroupRow): number => row.ordered - row.cancelling;

export const sharedRow = (row: GroupRow): SharedChannelCartRow => ({
  id: row.id,
  name: row.name,
  country: row.country,
  plan: row.plan,
  nrc: money(row.nrc),
  mrc: money(sharedMrcOf(row, row.channel_amount + Math.max(0, currentOrders(row)))),
  channel_amount: row.channel_amount,
  max_channel_amount: row.max_channel_amount,
  current_channel_orders: currentOrders(row),
});

const GROUPS = `SELECT g.id, g.name, k.name AS country, g.plan_id, p.name AS plan, g.channel_amount,
    g.max_shared_channels AS max_channel_amount,
    coalesce((SELECT l.amount FROM cart_lines l WHERE l.kind = 'shared_channel' AND l.did_group_id = g.id), 0) AS ordered,
    coalesce((SELECT x.amount FROM cancellation_channels x WHERE x.kind = 'shared' AND x.did_group_id = g.id), 0) AS cancelling,
    o.shared_channel_nrc_cents AS nrc, o.shared_channel_mrc_lt_10_cents AS mrc_lt_10,
    o.shared_channel_mrc_10_to_100_cents AS mrc_10_to_100, o.shared_channel_mrc_gt_100_cents AS mrc_gt_100
  FROM did_groups g JOIN countries k ON k.id = g.country_id JOIN plans p ON p.id = g.plan_id
  JOIN plan_offers o ON o.plan_id = g.plan_id
  WHERE g.customer_id = @customer AND (@country IS NULL OR g.country_id = @country) AND (@plan IS NULL OR g.plan_id = @plan)
    AND (@type IS NULL OR p.plan_type = @type) AND (@group IS NULL OR g.id = @group)
  ORDER BY k.name, g.is_default DESC, g.name`;

export function sharedCart(db: Db) {
  const groups = db.prepare<[GroupFilters], GroupRow>(GROUPS);
  const nextId = cancellationIdAllocator(db);
  const insertLine =
    db.prepare(`INSERT INTO cart_lines (customer_id, kind, plan_id, did_group_id, description, amount, mrc_cents,
    nrc_cents, saved, created_at) VALUES (@customer, 'shared_channel', @plan, @group, @description, @amount, @mrc, @nrc, 1, @now)`);
  const updateLine = db.prepare<[number, number, number]>(
    "UPDATE cart_lines SET amount = ?, mrc_cents = ? WHERE kind = 'shared_channel' AND did_group_id = ?",
  );
  const deleteLine = db.prepare<[number]>("DELETE FROM cart_lines WHERE kind = 'shared_channel' AND did_group_id = ?");
  const insertCancel = db.prepare<[number, number, number, number, string]>(
    "INSERT INTO cancellation_channels (id, customer_id, kind, did_group_id, amount, created_at) VALUES (?, ?, 'shared', ?, ?, ?)",
  );
  const updateCancel = db.prepare<[number, number]>(
    "UPDATE cancellation_channels SET amount = ? WHERE kind = 'shared' AND did_group_id = ?",
  );
  const deleteCancel = db.prepare<[number]>(
    "DELETE FROM cancellation_channels WHERE kind = 'shared' AND did_group_id = ?",
  );

  /** Sets the group's order to `orders` (positive: a cart line; negative: channels to cancel; 0: neither). */
  const setOrders = (customer: number, row: GroupRow, orders: number): void => {
    const now = new Date().toISOString();
    db.transaction(() => {
      if (orders > 0) {
        const mrc = sharedMrcOf(row, row.channel_amount + orders);
        if (row.ordered > 0) updateLine.run(orders, mrc, row.id);
        else {
          const description = `Shared channels, ${row.country}, ${row.plan}: ${row.name}`;
          insertLine.run({
            customer,
            plan: row.plan_id,
            group: row.id,
            description,
            amount: orders,
            mrc,
            nrc: row.nrc,
            now,
          });
        }
      } else deleteLine.run(row.id);
      if (orders < 0) {
        if (row.cancelling > 0) updateCancel.run(-orders, row.id);
        else insertCancel.run(nextId(), customer, row.id, -orders, now);
      } else deleteCancel.run(row.id);
    })();
  };

  return {
    list: (filters: GroupFilters): GroupRow[] => groups.all(filters),
    group: (customer: number, group: number): GroupRow | undefined =>
      groups.get({ customer, country: null, plan: null, type: null, group }),
    setOrders,
  };
}
