/**
 * Query definitions shared by every screen, so that one lookup is made once (react-query cache):
 * the bar, the dashboard and the auth provider all read `customer/me` through `meQuery`.
 */
import { queryOptions } from '@tanstack/react-query';

export { meQuery, planFieldDescriptionQuery } from './startupQueries';

export { checkoutSummaryQuery } from './cart';
import {
  fetchAuthToken,
  fetchBalance,
  fetchContactLevels,
  fetchContactTypes,
  fetchCustomerDetails,
  fetchMailSubscriptions,
} from './account';

const MINUTE = 60_000;

export const balanceQuery = queryOptions({ queryKey: ['customer/balance'], queryFn: fetchBalance, staleTime: MINUTE });
export const authTokenQuery = queryOptions({ queryKey: ['customer/auth-token'], queryFn: fetchAuthToken });
export const customerDetailsQuery = queryOptions({ queryKey: ['customer/details'], queryFn: fetchCustomerDetails });
export const mailSubscriptionsQuery = queryOptions({
  queryKey: ['mail-subscriptions'],
  queryFn: fetchMailSubscriptions,
  staleTime: Infinity,
});
export const contactTypesQuery = queryOptions({
  queryKey: ['customer/contacts/types'],
  queryFn: fetchContactTypes,
  staleTime: Infinity,
});
export const contactLevelsQuery = queryOptions({
  queryKey: ['customer/contacts/levels'],
  queryFn: fetchContactLevels,
  staleTime: Infinity,
});
