/**
 * The cancellation cart's review and processing (spec "Cancellation flow"): remove items, add or take back dedicated
 * channels to cancel, process. Listing and adding numbers: routes/numbers-cancellations.ts.
 */
import { cancellationCartObject, didObject, record } from '@/sandbox/activity';
import { cancellationIdAllocator } from '@/sandbox/channels/cancellationIds';
import { cancellationItemsQuery } from '@/sandbox/channels/cancellationItems';
import { canCancelDedicated } from '@/sandbox/channels/limits';
import { ownedNumberLookup, requireOwnedNumber } from '@/sandbox/channels/ownedNumber';
import { cancellationProcessor } from '@/sandbox/channels/processCancellation';
import { type AreaDeps, customerId } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import type { Router } from '@/sandbox/routing';
import { readJson } from '@/sandbox/validation';

export const TERMS_MESSAGE = 'Please accept Terms and Conditions to process order.';
export const EMPTY_MESSAGE = 'The cancellation cart is empty.';
export const PROCESSED_MESSAGE = 'Your cancellation request has been processed.';
export const ALL_CANCELLED = 'All dedicated channels of this number are already in the cancellation cart.';
export const NONE_TO_TAKE_BACK = 'There is no dedicated channel of this number in the cancellation cart.';

export function registerCancellationCartRoutes(router: Router, { db }: AreaDeps): void {
  const nextId = cancellationIdAllocator(db);
  const lookup = ownedNumberLookup(db);
  const process = cancellationProcessor(db);
  const items = cancellationItemsQuery(db);
  const removeNumber = db.prepare<[number, number]>('DELETE FROM cancellation_cart WHERE id = ? AND customer_id = ?');
  const removeChannels = db.prepare<[number, number]>(
    'DELETE FROM cancellation_channels WHERE id = ? AND customer_id = ?',
  );
  const clearNumbers = db.prepare<[number]>('DELETE FROM cancellation_cart WHERE customer_id = ?');
  const clearChannels = db.prepare<[number]>('DELETE FROM cancellation_channels WHERE customer_id = ?');
  const clearDedicated = db.prepare<[number]>(
    "DELETE FROM cancellation_channels WHERE customer_id = ? AND kind = 'dedicated'",
  );
  const dedicated = db
    .prepare<[number], number>("SELECT amount FROM cancellation_channels WHERE did_id = ? AND kind = 'dedicated'")
    .pluck();
  const insertDedicated = db.prepare<[number, number, number, string]>(
    `INSERT INTO cancellation_channels (id, customer_id, kind, did_id, amount, created_at) VALUES (?, ?, 'dedicated', ?, 1, ?)`,
  );
  const changeDedicated = db.prepare<[number, number]>(
    "UPDATE cancellation_channels SET amount = amount + ? WHERE did_id = ? AND kind = 'dedicated'",
  );
  const dropDedicated = db.prepare<[number]>(
    "DELETE FROM cancellation_channels WHERE did_id = ? AND kind = 'dedicated'",
  );

  router.resource('customer/cart/cancellations/clear', {
    delete: (c) => {
      const customer = customerId(c);
      db.transaction(() => {
        clearNumbers.run(customer);
        clearChannels.run(customer);
      })();
      record(c, 'cancellation_cart_change', cancellationCartObject(c), 'Cancellation cart emptied');
      return c.body(null, 204);
    },
  });

  router.resource('customer/cart/cancellations/:id{[0-9]+}', {
    delete: (c) => {
      if (removeNumber.run(Number(c.req.param('id')), customerId(c)).changes === 0) throw notFound();
      record(c, 'cancellation_cart_change', cancellationCartObject(c), 'Number taken out of the cancellation cart');
      return c.body(null, 204);
    },
  });

  router.resource('customer/cart/cancellations/:id{[0-9]+}/delete-channel-order', {
    delete: (c) => {
      if (removeChannels.run(Number(c.req.param('id')), customerId(c)).changes === 0) throw notFound();
      record(
        c,
        'cancellation_cart_change',
        cancellationCartObject(c),
        'Channel cancellation taken out of the cancellation cart',
      );
      return c.body(null, 204);
    },
  });

  router.resource('customer/cart/cancellations/clear-dedicated-channels', {
    delete: (c) => {
      clearDedicated.run(customerId(c));
      record(
        c,
        'cancellation_cart_change',
        cancellationCartObject(c),
        'Dedicated channel cancellations taken out of the cancellation cart',
      );
      return c.body(null, 204);
    },
  });

  router.resource('customer/cart/cancellations/add-dedicated-channel', {
    post: async (c) => {
      const customer = customerId(c);
      const number = requireOwnedNumber(lookup, customer, (await readJson(c)).did);
      const inCart = dedicated.get(number.id) ?? 0;
      if (!canCancelDedicated(inCart, number.n_channels)) throw badRequest({ did: [ALL_CANCELLED] });
      if (inCart === 0) insertDedicated.run(nextId(), customer, number.id, new Date().toISOString());
      else changeDedicated.run(1, number.id);
      record(
        c,
        'cancellation_cart_change',
        didObject(number.did),
        `Cancellation of a dedicated channel of +${number.did} added to the cancellation cart`,
      );
      return c.json({ did: number.did, cancellation_cart_channels: inCart + 1 });
    },
  });

  router.resource('customer/cart/cancellations/:did{[0-9]+}/remove-dedicated-channel', {
    delete: (c) => {
      const number = requireOwnedNumber(lookup, customerId(c), c.req.param('did'));
      const inCart = dedicated.get(number.id) ?? 0;
      if (inCart === 0) throw badRequest({ did: [NONE_TO_TAKE_BACK] });
      // Items keep amount > 0: the last channel takes the item with it.
      if (inCart > 1) changeDedicated.run(-1, number.id);
      else dropDedicated.run(number.id);
      record(
        c,
        'cancellation_cart_change',
        didObject(number.did),
        `Cancellation of a dedicated channel of +${number.did} taken out of the cancellation cart`,
      );
      return c.json({ did: number.did, cancellation_cart_channels: inCart - 1 });
    },
  });

  router.resource('customer/cart/cancellations/process', {
    post: async (c) => {
      const body = await readJson(c);
      if (body.termsAndConditions !== true) throw badRequest({ termsAndConditions: [TERMS_MESSAGE] });
      const customer = customerId(c);
      // What was cancelled, as the cart listed it (with each number's cancellation date), read in the same transaction.
      const cancelled = db.transaction(() => {
        const listed = items(customer);
        return process(customer) === 0 ? null : listed;
      })();
      if (!cancelled) throw badRequest({ non_field_errors: [EMPTY_MESSAGE] });
      const what = cancelled
        .map((item) => {
          if (item.isSharedChannel) return `${item.amount} shared channel(s) of DID group "${item.did}"`;
          if (item.isDedicatedChannel) return `${item.amount} dedicated channel(s) of +${item.did}`;
          return `+${item.did}`;
        })
        .join(', ');
      record(c, 'cancellation', cancellationCartObject(c), `Cancellations processed: ${what}`);
      return c.json({ message: PROCESSED_MESSAGE, cancelled });
    },
  });
}
