/** Orders: the statuses, the open / history / incomplete lists (filters country, area, did, profile, status) and details. */
import { type AreaDeps, customerId, type SandboxContext } from '../env';
import { badRequest, notFound } from '../errors';
import { ORDER_LIST_STATUSES, orderQueries, type OrderFilters, type OrderListName } from '../ordering/orders';
import { paginate } from '../pagination';
import type { Router } from '../routing';

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

export function registerOrderRoutes(router: Router, { db }: AreaDeps): void {
  const statuses = db.prepare('SELECT id, description FROM order_statuses ORDER BY id');
  const orders = orderQueries(db);

  router.resource('order-statuses', { get: (c) => c.json(statuses.all()) });
  for (const name of Object.keys(ORDER_LIST_STATUSES) as OrderListName[]) {
    router.resource(`customer/orders/${name}`, {
      get: (c) => {
        const filters = filtersOf(c);
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
