/**
 * The command palette's search across collections: numbers by digits, orders by reference, tickets by id or subject,
 * end users by name. Each kind reads the first page of its own list endpoint with that list's filter (orders'
 * `reference` and tickets' `search` are the sandbox's extensions for this, see sandbox/README.md); every request
 * carries the caller's AbortSignal, so that a superseded search is cancelled. A kind whose lists fail counts as
 * failed, the others still answer.
 */
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { getList } from '@/providers/http';
import type { OrderListKind } from './orders';
import type { ExistingNumber, OrderListItem, ProfileRow, TicketRow } from '@/providers/types';

/** How many hits of each kind the palette shows. */
export const HITS_PER_KIND = 5;
/** Shortest text searched in the collections. */
export const MIN_SEARCH_LENGTH = 2;
/** The smallest page the API serves (20); the palette keeps the first HITS_PER_KIND. */
const PAGE_SIZE = 20;
const ORDER_LISTS: OrderListKind[] = ['open', 'incomplete', 'history'];
const TICKET_LISTS = [ENDPOINTS.tickets.open, ENDPOINTS.tickets.history];

export type SearchKind = 'numbers' | 'orders' | 'tickets' | 'profiles';

export interface SearchAnswer {
  numbers: ExistingNumber[];
  orders: OrderListItem[];
  tickets: TicketRow[];
  profiles: ProfileRow[];
  /** The kinds whose request failed (not those left out because the text does not fit them). */
  failed: SearchKind[];
}

/** The digits of a text that reads as (part of) a phone number: `+31 20-55` -> `312055`; otherwise ''. */
export function digitsOf(text: string): string {
  const compact = text.replace(/[\s+\-().]/g, '');
  return /^\d+$/.test(compact) ? compact : '';
}

/** Which kinds a text is searched in: none below MIN_SEARCH_LENGTH, numbers only for digits. */
export function kindsFor(text: string): SearchKind[] {
  const trimmed = text.trim();
  if (trimmed.length < MIN_SEARCH_LENGTH) return [];
  const kinds: SearchKind[] = [];
  if (digitsOf(trimmed).length >= MIN_SEARCH_LENGTH) kinds.push('numbers');
  kinds.push('orders', 'tickets', 'profiles');
  return kinds;
}

const first = <T>(path: string, filters: Record<string, string>, signal?: AbortSignal) =>
  getList<T>(path, { pageSize: PAGE_SIZE, filters, signal }).then((page) => page.results);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export async function searchPortal(text: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const trimmed = text.trim();
  const kinds = kindsFor(trimmed);
  const run = <T>(kind: SearchKind, load: () => Promise<T[]>): Promise<T[]> =>
    kinds.includes(kind) ? load().then((rows) => rows.slice(0, HITS_PER_KIND)) : Promise.resolve([]);

  const settled = await Promise.allSettled([
    run('numbers', () => first<ExistingNumber>(ENDPOINTS.numbers.list, { did: digitsOf(trimmed) }, signal)),
    run('orders', async () =>
      (
        await Promise.all(
          ORDER_LISTS.map((kind) =>
            first<OrderListItem>(apiPath(ENDPOINTS.orders.list, { kind }), { reference: trimmed }, signal),
          ),
        )
      ).flat(),
    ),
    run('tickets', async () =>
      (await Promise.all(TICKET_LISTS.map((path) => first<TicketRow>(path, { search: trimmed }, signal)))).flat(),
    ),
    run('profiles', () => first<ProfileRow>(ENDPOINTS.profiles.list, { name: trimmed }, signal)),
  ]);
  if (signal?.aborted || settled.some((result) => result.status === 'rejected' && isAbort(result.reason))) {
    throw new DOMException('The search was superseded', 'AbortError');
  }
  const [numbers, orders, tickets, profiles] = settled;
  const order: SearchKind[] = ['numbers', 'orders', 'tickets', 'profiles'];
  const rows = <T>(result: PromiseSettledResult<T[]>) => (result.status === 'fulfilled' ? result.value : []);
  return {
    numbers: rows(numbers),
    orders: rows(orders),
    tickets: rows(tickets),
    profiles: rows(profiles),
    failed: order.filter((_, index) => settled[index].status === 'rejected'),
  };
}
