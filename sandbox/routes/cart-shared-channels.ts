/**
 * The shared-channel cart per DID group (capacity customers only; spec "Shared-channel rules"): GET customer/cart/shared-channels
 * (?country=&plan=&type=), POST/DELETE .../{groupId} (+1 / -1; below zero the channels go to the cancellation cart),
 * DELETE .../clear and DELETE .../plans/{id}/type/{type} (both directions of the orders back to zero).
 */
import { cartObject, record } from '@/sandbox/activity';
import type { Db } from '@/sandbox/db';
import { canAddShared, canRemoveShared } from '@/sandbox/channels/limits';
import { currentOrders, sharedCart, sharedRow } from '@/sandbox/channels/sharedCart';
import { type AreaDeps, type SandboxContext, customerId } from '@/sandbox/env';
import { badRequest, forbidden, notFound } from '@/sandbox/errors';
import type { Router } from '@/sandbox/routing';
import { idFilter } from './numbers-shared';

export const CAPACITY_ONLY = 'Shared channels are only available to capacity customers.';
export const GROUP_FULL = 'The DID group cannot have more shared channels.';
export const NOTHING_TO_CANCEL = 'The DID group has no more shared channels to cancel.';

function capacityCustomer(db: Db) {
  const model = db.prepare<[number], string>('SELECT payment_model FROM customers WHERE id = ?').pluck();
  return (c: SandboxContext): number => {
    const customer = customerId(c);
    if (model.get(customer) !== 'capacity') throw forbidden(CAPACITY_ONLY);
    return customer;
  };
}

export function registerSharedChannelCartRoutes(router: Router, { db }: AreaDeps): void {
  const cart = sharedCart(db);
  const capacity = capacityCustomer(db);
  const groupOf = (c: SandboxContext) => {
    const customer = capacity(c);
    const row = cart.group(customer, Number(c.req.param('groupId')));
    if (!row) throw notFound();
    return { customer, row };
  };
  const planOfType = db
    .prepare<[number, number], number>('SELECT id FROM plans WHERE id = ? AND plan_type = ?')
    .pluck();
  const resetAll = (customer: number, plan: number | null) => {
    for (const row of cart.list({ customer, country: null, plan, type: null, group: null })) {
      if (row.ordered > 0 || row.cancelling > 0) cart.setOrders(customer, row, 0);
    }
  };

  router.resource('customer/cart/shared-channels', {
    get: (c) => {
      const customer = capacity(c);
      const filters = {
        customer,
        country: idFilter(c, 'country'),
        plan: idFilter(c, 'plan'),
        type: idFilter(c, 'type'),
        group: null,
      };
      return c.json(cart.list(filters).map(sharedRow));
    },
  });

  router.resource('customer/cart/shared-channels/:groupId{[0-9]+}', {
    post: (c) => {
      const { customer, row } = groupOf(c);
      if (!canAddShared(currentOrders(row), row.channel_amount, row.max_channel_amount))
        throw badRequest({ detail: GROUP_FULL });
      cart.setOrders(customer, row, currentOrders(row) + 1);
      record(
        c,
        'channels_change',
        { type: 'did_group', id: row.id, name: row.name },
        `Shared channel for DID group "${row.name}" added to the cart`,
      );
      return c.json(sharedRow(cart.group(customer, row.id)!));
    },
    delete: (c) => {
      const { customer, row } = groupOf(c);
      if (!canRemoveShared(currentOrders(row), row.channel_amount)) throw badRequest({ detail: NOTHING_TO_CANCEL });
      cart.setOrders(customer, row, currentOrders(row) - 1);
      record(
        c,
        'channels_change',
        { type: 'did_group', id: row.id, name: row.name },
        `Shared channel for DID group "${row.name}" removed from the cart`,
      );
      return c.json(sharedRow(cart.group(customer, row.id)!));
    },
  });

  router.resource('customer/cart/shared-channels/clear', {
    delete: (c) => {
      resetAll(capacity(c), null);
      record(c, 'channels_change', cartObject(c), 'Shared channels removed from the cart');
      return c.body(null, 204);
    },
  });

  router.resource('customer/cart/shared-channels/plans/:id{[0-9]+}/type/:type{[0-9]+}', {
    delete: (c) => {
      const customer = capacity(c);
      const plan = planOfType.get(Number(c.req.param('id')), Number(c.req.param('type')));
      if (plan === undefined) throw notFound();
      resetAll(customer, plan);
      record(c, 'channels_change', cartObject(c), "A plan's shared channels removed from the cart");
      return c.body(null, 204);
    },
  });
}
