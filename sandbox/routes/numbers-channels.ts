/**
 * Dedicated channels per number: GET customer/dids/dedicated-channels/existing (numbers with bought channels, which
 * can be cancelled) and /available (numbers that can get more), paginated, or as CSV with `_export=csv`. Each row says
 * how many channels of the number are in the cart and in the cancellation cart.
 */
import type { Db } from '@/sandbox/db';
import { type AreaDeps, type SandboxContext, customerId } from '@/sandbox/env';
import { money } from '@/sandbox/money';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import { csvResponse } from '@/sandbox/csv';
import { channelPricesOf } from '@/sandbox/numbers/details';
import { didFilter, idFilter } from './numbers-shared';

interface ChannelRow {
  did: string;
  country: string;
  account: string | null;
  plan: string;
  tos: number;
  n_channels: number;
  max_n_channels: number;
  mrc_cents: number;
  cart_channels: number;
  cancellation_cart_channels: number;
}
interface Filters {
  customer: number;
  country: number | null;
  plan: number | null;
  did: string | null;
}

const SELECT = `SELECT d.did, k.name AS country, f.name AS account, p.name AS plan, p.tos, d.n_channels, d.max_n_channels,
  d.mrc_cents,
  coalesce((SELECT l.amount FROM cart_lines l WHERE l.customer_id = d.customer_id AND l.kind = 'dedicated_channel'
    AND l.did_id = d.id), 0) AS cart_channels,
  coalesce((SELECT x.amount FROM cancellation_channels x WHERE x.kind = 'dedicated' AND x.did_id = d.id), 0)
    AS cancellation_cart_channels
  FROM dids d JOIN countries k ON k.id = d.country_id JOIN plans p ON p.id = d.plan_id
  LEFT JOIN profiles f ON f.id = d.profile_id
  WHERE d.customer_id = @customer AND d.is_being_cancelled = 0 AND (@country IS NULL OR d.country_id = @country)
  AND (@plan IS NULL OR d.plan_id = @plan) AND (@did IS NULL OR instr(d.did, @did) > 0)`;
const KINDS = {
  existing: `${SELECT} AND d.n_channels > 0`,
  available: `${SELECT} AND (d.max_n_channels = -1 OR d.n_channels < d.max_n_channels)`,
};

const row = (r: ChannelRow) => ({
  did: r.did,
  country: r.country,
  account: r.account ?? '',
  plan: r.plan,
  n_channels: r.n_channels,
  max_n_channels: r.max_n_channels,
  mrc_did: money(r.mrc_cents),
  mrc_channels: channelPricesOf(r.tos).mrc,
  nrc_channels: channelPricesOf(r.tos).nrc,
  // Channels in the cart to buy, and in the cancellation cart to cancel (routes/cart-dedicated-channels.ts, cancellation-cart.ts).
  cart_channels: r.cart_channels,
  n_bought_channels: r.n_channels,
  cancellation_cart_channels: r.cancellation_cart_channels,
});

const CSV_HEADER = ['DID', 'Country', 'End user', 'Plan', 'Dedicated channels', 'Max dedicated channels'];

function register(router: Router, db: Db, kind: keyof typeof KINDS): void {
  const count = db.prepare<[Filters], number>(`SELECT count(*) FROM (${KINDS[kind]})`).pluck();
  const page = db.prepare<[Filters & { limit: number; offset: number }], ChannelRow>(
    `${KINDS[kind]} ORDER BY d.did LIMIT @limit OFFSET @offset`,
  );
  const all = db.prepare<[Filters], ChannelRow>(`${KINDS[kind]} ORDER BY d.did`);
  const filters = (c: SandboxContext): Filters => ({
    customer: customerId(c),
    country: idFilter(c, 'country'),
    plan: idFilter(c, 'plan'),
    did: didFilter(c),
  });
  router.resource(`customer/dids/dedicated-channels/${kind}`, {
    get: (c) => {
      const where = filters(c);
      if (c.req.query('_export') === 'csv' || c.req.query('csv_export') === '1') {
        const lines = all
          .all(where)
          .map((r) => [
            r.did,
            r.country,
            r.account ?? '',
            r.plan,
            r.n_channels,
            r.max_n_channels === -1 ? 'Unlimited' : r.max_n_channels,
          ]);
        return csvResponse(c, `dedicated-channels-${kind}.csv`, CSV_HEADER, lines);
      }
      const result = paginate(
        c,
        () => count.get(where) ?? 0,
        (limit, offset) => page.all({ ...where, limit, offset }),
      );
      return c.json({ results: result.results.map(row), count: result.count });
    },
  });
}

export function registerDedicatedChannelRoutes(router: Router, { db }: AreaDeps): void {
  register(router, db, 'existing');
  register(router, db, 'available');
}
