/** Dedicated-channel lines of the cart (kind 'dedicated_channel'): one line per number, amount = channels to buy. */
import type { Db } from '@/sandbox/db';
import { channelPricesOf } from '@/sandbox/numbers/details';
import type { OwnedNumber } from './ownedNumber';

const cents = (price: string): number => Math.round(Number(price) * 100);

export function dedicatedCart(db: Db) {
  const amount = db
    .prepare<[number, number], number>(
      "SELECT amount FROM cart_lines WHERE customer_id = ? AND kind = 'dedicated_channel' AND did_id = ?",
    )
    .pluck();
  const describe = db.prepare<[number], { country: string; plan: string }>(
    'SELECT k.name AS country, p.name AS plan FROM plans p JOIN countries k ON k.id = p.country_id WHERE p.id = ?',
  );
  const insert =
    db.prepare(`INSERT INTO cart_lines (customer_id, kind, plan_id, did_id, did, description, amount, mrc_cents,
    nrc_cents, saved, created_at) VALUES (@customer, 'dedicated_channel', @plan, @didId, @did, @description, 1, @mrc, @nrc, 1, @now)`);
  const change = db.prepare<[number, number, number]>(
    "UPDATE cart_lines SET amount = amount + ? WHERE customer_id = ? AND kind = 'dedicated_channel' AND did_id = ?",
  );
  const removeLine = db.prepare<[number, number]>(
    "DELETE FROM cart_lines WHERE customer_id = ? AND kind = 'dedicated_channel' AND did_id = ?",
  );

  return {
    /** Channels of the number in the cart (0 when none). */
    amountOf: (customer: number, didId: number): number => amount.get(customer, didId) ?? 0,
    add(customer: number, number: OwnedNumber): number {
      const current = amount.get(customer, number.id) ?? 0;
      if (current > 0) {
        change.run(1, customer, number.id);
        return current + 1;
      }
      const prices = channelPricesOf(number.tos);
      const names = describe.get(number.plan_id);
      insert.run({
        customer,
        plan: number.plan_id,
        didId: number.id,
        did: number.did,
        description: `Dedicated channel, ${names?.country ?? ''}, ${names?.plan ?? ''}: ${number.did}`,
        mrc: cents(prices.mrc),
        nrc: cents(prices.nrc),
        now: new Date().toISOString(),
      });
      return 1;
    },
    remove(customer: number, number: OwnedNumber): number {
      const current = amount.get(customer, number.id) ?? 0;
      // Lines keep amount >= 1: the last channel takes the line with it.
      if (current > 1) change.run(-1, customer, number.id);
      else removeLine.run(customer, number.id);
      return current - 1;
    },
  };
}
