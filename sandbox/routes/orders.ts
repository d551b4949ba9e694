/** Orders: the statuses, the open / history / incomplete lists (filters country, area, did, profile, status) and details. */
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { ORDER_LIST_STATUSES, orderQueries, type OrderFilters, type OrderListName } from '@/sandbox/ordering/orders';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';

function filtersOf(c: SandboxContext): OrderFilters {
  const errors: Record<string, string[]> = {};
  const id = (field: string) => {
    const raw = (c.req.query(field) ?? '').trim();
    if (!raw) return 0;
    if (!/^\d+$/.test(raw)) errors[field] = ['A valid integer is required.'];
    return Number(raw) || 0;
  };
  const filters = {
    customer: customerId(c),
    country: id('country'),
    area: id('area'),
    status: id('status'),
    did: (c.req.query('did') ?? '').trim().replace(/^\+/, ''),
    profile: (c.req.query('profile') ?? '').trim(),
  };
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return filters;
}

/**
 * Ours, beyond the spec (a sandbox extension for the portal's command palette): the lists' optional `reference` keeps
 * the orders whose reference number contains it, case-insensitively (`ord-2025-1` finds `ORD-2025-100001`).
 */
const referenceOf = (c: SandboxContext): string => (c.req.query('reference') ?? '').trim().slice(0, 64);

export function registerOrderRoutes(router: Router, { db }: AreaDeps): void {
  const statuses = db.prepare('SELECT id, description FROM order_statuses ORDER BY id');
  const orders = orderQueries(db);
  const byReference = db
    .prepare<[number, string], string>(
      'SELECT uuid FROM orders WHERE customer_id = ? AND instr(lower(reference_number), lower(?)) > 0',
    )
    .pluck();
  /** The list's page under its filters, narrowed to the matching references (a customer has tens of orders). */
  const narrowed = (name: OrderListName, filters: OrderFilters, reference: string) => {
    const matching = new Set(byReference.all(filters.customer, reference));
    const all = matching.size === 0 ? [] : orders.page(name, filters, orders.count(name, filters), 0);
    return all.filter((order) => matching.has(order.uuid));
  };

  router.resource('order-statuses', { get: (c) => c.json(statuses.all()) });
  for (const name of Object.keys(ORDER_LIST_STATUSES) as OrderListName[]) {
    router.resource(`customer/orders/${name}`, {
      get: (c) => {
        const filters = filtersOf(c);
        const reference = referenceOf(c);
        if (reference) {
          const found = narrowed(name, filters, reference);
          return c.json(
            paginate(
              c,
              () => found.length,
              (limit, offset) => found.slice(offset, offset + limit),
            ),
          );
        }
        return c.json(
          paginate(
            c,
            () => orders.count(name, filters),
            (limit, offset) => orders.page(name, filters, limit, offset),
          ),
        );
      },
    });
  }
  router.resource('customer/orders/:uuid', {
    get: (c) => {
      const details = orders.details(c.req.param('uuid') ?? '', customerId(c));
      if (!details) throw notFound();
      return c.json(details);
    },
  });
}
