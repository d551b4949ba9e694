/**
 * Processing the cancellation cart (POST customer/cart/cancellations/process): numbers become being cancelled on their
 * cancellation date, cancelled channels come off dids.n_channels and did_groups.channel_amount, the cart is emptied.
 */
import type { Db } from '@/sandbox/db';
import { cancellationDateOf, today } from './dates';

export function cancellationProcessor(db: Db): (customer: number) => number {
  const numbers = db.prepare<[number], { did_id: number; earliest_cancel: string }>(
    `SELECT c.did_id, d.earliest_cancel FROM cancellation_cart c JOIN dids d ON d.id = c.did_id
     WHERE c.customer_id = ? AND d.is_being_cancelled = 0`,
  );
  const cancelNumber = db.prepare<[string, number]>(
    'UPDATE dids SET is_being_cancelled = 1, cancellation_date = ? WHERE id = ?',
  );
  const lowerDedicated = db.prepare<[number]>(`UPDATE dids SET n_channels = max(0, n_channels - (SELECT c.amount
      FROM cancellation_channels c WHERE c.did_id = dids.id AND c.kind = 'dedicated'))
    WHERE id IN (SELECT did_id FROM cancellation_channels WHERE customer_id = ? AND kind = 'dedicated')`);
  const lowerShared = db.prepare<
    [number]
  >(`UPDATE did_groups SET channel_amount = max(0, channel_amount - (SELECT c.amount
      FROM cancellation_channels c WHERE c.did_group_id = did_groups.id AND c.kind = 'shared'))
    WHERE id IN (SELECT did_group_id FROM cancellation_channels WHERE customer_id = ? AND kind = 'shared')`);
  // Orders in the cart for a number that is now being cancelled have nothing left to apply to.
  const dropCartLines = db.prepare<
    [number]
  >(`DELETE FROM cart_lines WHERE customer_id = ? AND kind IN ('pstn_upgrade', 'dedicated_channel')
    AND did_id IN (SELECT id FROM dids WHERE is_being_cancelled = 1)`);
  // did_groups is not a declared parent: channels of a group deleted since are dropped, not processed.
  const dropOrphans = db.prepare<[number]>(`DELETE FROM cancellation_channels WHERE customer_id = ? AND kind = 'shared'
    AND did_group_id NOT IN (SELECT id FROM did_groups)`);
  const emptyNumbers = db.prepare<[number]>('DELETE FROM cancellation_cart WHERE customer_id = ?');
  const emptyChannels = db.prepare<[number]>('DELETE FROM cancellation_channels WHERE customer_id = ?');
  const count = db
    .prepare<[number, number], number>(
      'SELECT (SELECT count(*) FROM cancellation_cart WHERE customer_id = ?) + (SELECT count(*) FROM cancellation_channels WHERE customer_id = ?)',
    )
    .pluck();

  /** Processes the customer's cart in one transaction; answers how many items it held (0: nothing was done). */
  return (customer) =>
    db.transaction(() => {
      dropOrphans.run(customer);
      const items = count.get(customer, customer) ?? 0;
      if (items === 0) return 0;
      const now = today();
      for (const row of numbers.all(customer))
        cancelNumber.run(cancellationDateOf(row.earliest_cancel, now), row.did_id);
      lowerDedicated.run(customer);
      lowerShared.run(customer);
      dropCartLines.run(customer);
      emptyNumbers.run(customer);
      emptyChannels.run(customer);
      return items;
    })();
}
