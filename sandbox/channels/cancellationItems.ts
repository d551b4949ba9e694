/** The cancellation cart's items (GET customer/cart/cancellations): numbers, then dedicated and shared channels, by id. */
import type { CancellationCartItem } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { cancellationDateOf, today } from './dates';

interface ItemRow {
  id: number;
  did: string;
  country: string;
  area: string;
  type_of_service: string;
  earliest_cancel: string | null;
  kind: 'number' | 'dedicated' | 'shared';
  amount: number;
}

export const DEDICATED_CHANNELS = 'Dedicated Channels';
export const SHARED_CHANNELS = 'Shared Channels';

export function cancellationItemsQuery(db: Db): (customer: number) => CancellationCartItem[] {
  const items = db.prepare<{ customer: number; dedicated: string; shared: string }, ItemRow>(
    `SELECT c.id, d.did, k.name AS country, a.name AS area, st.name AS type_of_service, d.earliest_cancel, 'number' AS kind,
       1 AS amount
     FROM cancellation_cart c JOIN dids d ON d.id = c.did_id JOIN countries k ON k.id = d.country_id JOIN areas a ON a.id = d.area_id
     JOIN plans p ON p.id = d.plan_id JOIN did_service_types st ON st.id = p.tos
     WHERE c.customer_id = @customer
     UNION ALL
     SELECT c.id, d.did, k.name, a.name, @dedicated, NULL, 'dedicated', c.amount
     FROM cancellation_channels c JOIN dids d ON d.id = c.did_id JOIN countries k ON k.id = d.country_id JOIN areas a ON a.id = d.area_id
     WHERE c.customer_id = @customer AND c.kind = 'dedicated'
     UNION ALL
     SELECT c.id, g.name, k.name, '', @shared, NULL, 'shared', c.amount
     FROM cancellation_channels c JOIN did_groups g ON g.id = c.did_group_id JOIN countries k ON k.id = g.country_id
     WHERE c.customer_id = @customer AND c.kind = 'shared'
     ORDER BY 1`,
  );
  return (customer) => {
    const now = today();
    return items.all({ customer, dedicated: DEDICATED_CHANNELS, shared: SHARED_CHANNELS }).map((row) => ({
      id: row.id,
      did: row.did,
      country: row.country,
      area: row.area,
      type_of_service: row.type_of_service,
      // Channels stop at once; a number at its earliest cancellation date (or today when that has passed).
      cancellation_date: row.earliest_cancel === null ? now : cancellationDateOf(row.earliest_cancel, now),
      isDedicatedChannel: row.kind === 'dedicated',
      isSharedChannel: row.kind === 'shared',
      amount: row.amount,
    }));
  };
}
