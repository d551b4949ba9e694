/**
 * Query definitions shared by every screen, so that one lookup is made once (react-query cache):
 * the bar, the dashboard and the auth provider all read `customer/me` through `meQuery`.
 */
import { queryOptions } from '@tanstack/react-query';

export { meQuery, planFieldDescriptionQuery } from './startupQueries';

export { checkoutSummaryQuery } from './cartSummary';
import {
  fetchAuthToken,
  fetchBalance,
  fetchContactLevels,
  fetchContactTypes,
  fetchCustomerDetails,
  fetchMailSubscriptions,
} from './account';

import { ENDPOINTS } from '@/providers/endpoints';

const MINUTE = 60_000;

export const balanceQuery = queryOptions({
  queryKey: [ENDPOINTS.account.balance],
  queryFn: fetchBalance,
  staleTime: MINUTE,
});
export const authTokenQuery = queryOptions({ queryKey: [ENDPOINTS.account.authToken], queryFn: fetchAuthToken });
export const customerDetailsQuery = queryOptions({
  queryKey: [ENDPOINTS.account.details],
  queryFn: fetchCustomerDetails,
});
export const mailSubscriptionsQuery = queryOptions({
  queryKey: [ENDPOINTS.account.mailSubscriptions],
  queryFn: fetchMailSubscriptions,
  staleTime: Infinity,
});
export const contactTypesQuery = queryOptions({
  queryKey: [ENDPOINTS.contacts.types],
  queryFn: fetchContactTypes,
  staleTime: Infinity,
});
export const contactLevelsQuery = queryOptions({
  queryKey: [ENDPOINTS.contacts.levels],
  queryFn: fetchContactLevels,
  staleTime: Infinity,
});
