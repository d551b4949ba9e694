/** Order details tables paginate only when they have more rows than one page (spec section 9: above 20). */
export const DETAIL_PAGE_SIZE = 20;

export const needsPaging = (count: number, size = DETAIL_PAGE_SIZE): boolean => count > size;

/** The rows of a 0-based page; every row when the table does not paginate. */
export function pageRows<T>(rows: T[], page: number, size = DETAIL_PAGE_SIZE): T[] {
  if (!needsPaging(rows.length, size)) return rows;
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const current = Math.min(Math.max(0, page), last);
  return rows.slice(current * size, current * size + size);
}
