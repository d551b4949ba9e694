/** Product information (spec part 2 section 7 "Product information"): the three lists and a price list's data. */
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@/providers/endpoints';
import { ApiError, apiRoot, http } from '@/providers/http';
import type { PriceListData, PriceListItem, ProductSheet, TermsDocument } from '@/providers/types';

const LONG = 10 * 60_000;

export const priceListsQuery = queryOptions({
  queryKey: [ENDPOINTS.product.pricelist],
  queryFn: () => http<PriceListItem[]>(ENDPOINTS.product.pricelist),
  staleTime: LONG,
});

export const productSheetsQuery = queryOptions({
  queryKey: [ENDPOINTS.product.productSheet],
  queryFn: () => http<ProductSheet[]>(ENDPOINTS.product.productSheet),
  staleTime: LONG,
});

export const termsQuery = queryOptions({
  queryKey: [ENDPOINTS.product.terms],
  queryFn: () => http<TermsDocument[]>(ENDPOINTS.product.terms),
  staleTime: LONG,
});

/**
 * A location under the API root, as a path the http client takes; anything else is refused, so that the customer's
 * token is only ever sent to the portal API.
 */
export function apiPathOfLocation(location: string, base: string = window.location.href): string | undefined {
  try {
    const url = new URL(location, base);
    const root = new URL(apiRoot(), base);
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return undefined;
    return `${url.pathname.slice(root.pathname.length)}${url.search}`;
  } catch {
    return undefined;
  }
}

/** "GET the location of a price list file for its data": the tariff rows of one price list. */
export const priceListDataQuery = (location: string) =>
  queryOptions({
    queryKey: ['price-list-data', location],
    queryFn: ({ signal }) => {
      const path = apiPathOfLocation(location);
      if (path === undefined) throw new ApiError(400, undefined, 'The price list data is not on the portal API.');
      return http<PriceListData>(path, { signal });
    },
    staleTime: LONG,
  });
