import { describe, expect, it } from 'vitest';
import { filterOfUrl, isOldListUrl, toListSearch, toUrlSearch, type ListUrlParams } from '@/src/console/list/listUrl';

/** Spec part 2 section 2: the invoice list's URL parameters; a list naming a source otherwise, and a number. */
const INVOICES: ListUrlParams = {};
const RENAMED: ListUrlParams = {
  typeOfService: 'tos',
  country: { type: 'number' },
  area: { name: 'city', type: 'number' },
};

const listFilter = (search: string) =>
  JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as Record<string, unknown>;

describe("a list's filters as named URL parameters (issue 33 item 5)", () => {
  it("reads the spec's named parameters as the list's filter", () => {
    const search = '?invoiceID=INV-202506-0001&invoiceStartDate=2025-06-01&invoiceDueEndDate=2025-07-31';
    expect(listFilter(toListSearch(search, INVOICES))).toEqual({
      invoiceID: 'INV-202506-0001',
      invoiceStartDate: '2025-06-01',
      invoiceDueEndDate: '2025-07-31',
    });
  });

  it('keeps page, perPage, sort and order under their own names, not as filters', () => {
    const list = new URLSearchParams(toListSearch('?showCalls=2&page=3&perPage=50&sort=date&order=DESC'));
    expect(Object.fromEntries(list)).toEqual({
      page: '3',
      perPage: '50',
      sort: 'date',
      order: 'DESC',
      filter: JSON.stringify({ showCalls: '2' }),
    });
  });

  it("reads a parameter under the list's name for it, a number as a number, a text that is no number as text", () => {
    expect(filterOfUrl('?tos=2&country=33&city=abc', RENAMED)).toEqual({
      typeOfService: '2',
      country: 33,
      area: 'abc',
    });
    // A number-like text of a text filter keeps its zeros.
    expect(filterOfUrl('?did=0032')).toEqual({ did: '0032' });
  });

  it('reads a repeated parameter as a list of values', () => {
    expect(filterOfUrl('?status=1&status=4', { status: { type: 'number' } })).toEqual({ status: [1, 4] });
  });

  it('reads an old filter={json} link, a named parameter winning over it', () => {
    const old = `?filter=${encodeURIComponent(JSON.stringify({ invoiceID: 'INV-1', invoiceEndDate: '2025-06-30' }))}`;
    expect(isOldListUrl(old)).toBe(true);
    expect(filterOfUrl(`${old}&invoiceID=INV-2`)).toEqual({ invoiceID: 'INV-2', invoiceEndDate: '2025-06-30' });
    // A broken one reads as no filter.
    expect(filterOfUrl('?filter=%7Bnot-json')).toEqual({});
  });

  it("writes what react-admin navigates to as named parameters, leaving out the list's defaults but the page", () => {
    const list = `?${new URLSearchParams({
      displayedFilters: '{}',
      filter: JSON.stringify({ typeOfService: 2, area: 30, name: '', invoiceID: 'INV-202506-0001' }),
      order: 'ASC',
      page: '1',
      perPage: '20',
      sort: 'id',
    }).toString()}`;
    const url = toUrlSearch(list, RENAMED, { perPage: 20, sort: { field: 'id', order: 'ASC' } });
    expect(url).toBe('?tos=2&city=30&invoiceID=INV-202506-0001&page=1');
    expect(isOldListUrl(url)).toBe(false);
  });

  it('writes a page size and a sort other than the defaults', () => {
    const list = '?page=2&perPage=50&sort=date&order=DESC&filter=%7B%7D';
    expect(toUrlSearch(list, {}, { perPage: 20, sort: { field: 'id', order: 'ASC' } })).toBe(
      '?page=2&perPage=50&sort=date&order=DESC',
    );
  });

  it('comes back to the same filter after a round trip, for a new link and an old one', () => {
    const filter = { country: 33, area: 30, typeOfService: '2', did: '0032', status: [1, 4] };
    const table: ListUrlParams = { ...RENAMED, status: { type: 'number' } };
    const list = `?filter=${encodeURIComponent(JSON.stringify(filter))}&page=2`;
    const url = toUrlSearch(list, table);
    expect(url).toBe('?country=33&city=30&tos=2&did=0032&status=1&status=4&page=2');
    expect(listFilter(toListSearch(url, table))).toEqual(filter);
    // An old link, read and written: the URL a list rewrites it to.
    expect(toUrlSearch(toListSearch(list, table), table)).toBe(url);
  });
});
