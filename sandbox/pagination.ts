/** DRF page-number pagination: `page` (1-based) and `page_size` in, `{results, count}` out. */
import type { SandboxContext } from './env';
import { DrfError, badRequest } from './errors';

export const PAGE_SIZES = [20, 50, 100, 250];
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  limit: number;
  offset: number;
  page: number;
}

const invalidPage = () => new DrfError(404, { detail: 'Invalid page.' });

export function pageRequest(c: SandboxContext): PageRequest {
  const rawSize = c.req.query('page_size');
  const limit = rawSize === undefined || rawSize === '' ? DEFAULT_PAGE_SIZE : Number(rawSize);
  if (!PAGE_SIZES.includes(limit)) throw badRequest({ page_size: ['Select a valid page size.'] });
  const rawPage = c.req.query('page');
  const page = rawPage === undefined || rawPage === '' ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1) throw invalidPage();
  return { limit, offset: (page - 1) * limit, page };
}

/**
 * Counts, then fetches one page. A page past the end is a 404, except page 1 of an empty list.
 * `fetch` receives LIMIT and OFFSET for its prepared statement.
 */
export function paginate<T>(
  c: SandboxContext,
  count: () => number,
  fetch: (limit: number, offset: number) => T[],
): { results: T[]; count: number } {
  const request = pageRequest(c);
  const total = count();
  if (request.page > 1 && request.offset >= total) throw invalidPage();
  return { results: fetch(request.limit, request.offset), count: total };
}
