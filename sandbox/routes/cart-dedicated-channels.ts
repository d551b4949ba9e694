/**
 * The dedicated-channel cart (spec "Dedicated-channel rules"): POST customer/cart/dedicated-channels/add and DELETE .../remove
 * (body `{did}`: the number), DELETE .../clear, DELETE .../plans/{id}/type/{type}. Checkout adds the channels to the numbers.
 */
import { cartObject, didObject, record } from '@/sandbox/activity';
import { dedicatedCart } from '@/sandbox/channels/dedicatedCart';
import { canOrderDedicated } from '@/sandbox/channels/limits';
import { ownedNumberLookup, requireOwnedNumber } from '@/sandbox/channels/ownedNumber';
import { type AreaDeps, customerId } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import type { Router } from '@/sandbox/routing';
import { readJson } from '@/sandbox/validation';

export const NO_MORE_CHANNELS = 'No more dedicated channels can be added to this number.';
export const NOTHING_IN_CART = 'There is no dedicated channel of this number in the cart.';

export function registerDedicatedChannelCartRoutes(router: Router, { db }: AreaDeps): void {
  const cart = dedicatedCart(db);
  const lookup = ownedNumberLookup(db);
  const clear = db.prepare<[number]>("DELETE FROM cart_lines WHERE customer_id = ? AND kind = 'dedicated_channel'");
  const clearPlan = db.prepare<[number, number]>(
    "DELETE FROM cart_lines WHERE customer_id = ? AND kind = 'dedicated_channel' AND plan_id = ?",
  );
  const planOfType = db
    .prepare<[number, number], number>('SELECT id FROM plans WHERE id = ? AND plan_type = ?')
    .pluck();

  router.resource('customer/cart/dedicated-channels/add', {
    post: async (c) => {
      const customer = customerId(c);
      const number = requireOwnedNumber(lookup, customer, (await readJson(c)).did);
      if (!canOrderDedicated(cart.amountOf(customer, number.id), number.n_channels, number.max_n_channels)) {
        throw badRequest({ did: [NO_MORE_CHANNELS] });
      }
      const channels = cart.add(customer, number);
      record(c, 'channels_change', didObject(number.did), `Dedicated channel for +${number.did} added to the cart`);
      return c.json({ did: number.did, cart_channels: channels });
    },
  });

  router.resource('customer/cart/dedicated-channels/remove', {
    delete: async (c) => {
      const customer = customerId(c);
      const number = requireOwnedNumber(lookup, customer, (await readJson(c)).did);
      if (cart.amountOf(customer, number.id) === 0) throw badRequest({ did: [NOTHING_IN_CART] });
      const channels = cart.remove(customer, number);
      record(c, 'channels_change', didObject(number.did), `Dedicated channel for +${number.did} removed from the cart`);
      return c.json({ did: number.did, cart_channels: channels });
    },
  });

  router.resource('customer/cart/dedicated-channels/clear', {
    delete: (c) => {
      clear.run(customerId(c));
      record(c, 'channels_change', cartObject(c), 'Dedicated channels removed from the cart');
      return c.body(null, 204);
    },
  });

  router.resource('customer/cart/dedicated-channels/plans/:id{[0-9]+}/type/:type{[0-9]+}', {
    delete: (c) => {
      const plan = planOfType.get(Number(c.req.param('id')), Number(c.req.param('type')));
      if (plan === undefined) throw notFound();
      clearPlan.run(customerId(c), plan);
      record(c, 'channels_change', cartObject(c), "A plan's dedicated channels removed from the cart");
      return c.body(null, 204);
    },
  });
}
