import { describe, expect, it } from 'vitest';
import { needsPaging, pageRows } from '@/resources/orders/details/paging';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('order details paging', () => {
  it('paginates only above 20 rows', () => {
    expect(needsPaging(0)).toBe(false);
    expect(needsPaging(20)).toBe(false);
    expect(needsPaging(21)).toBe(true);
  });
  it('gives every row when it does not paginate, whatever the page', () => {
    expect(pageRows(rows(20), 3)).toHaveLength(20);
  });
  it('slices pages of 20 and keeps the page within bounds', () => {
    expect(pageRows(rows(45), 0)).toEqual(rows(20));
    expect(pageRows(rows(45), 2)).toEqual([40, 41, 42, 43, 44]);
    expect(pageRows(rows(45), 9)).toEqual([40, 41, 42, 43, 44]);
    expect(pageRows(rows(45), -1)).toEqual(rows(20));
  });
});
