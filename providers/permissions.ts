import { PREPAID_CUSTOMER_TYPE, type CurrentUser, type Permissions } from './types';

/** isPrepaid / isCapacity / isHijacked, derived from `customer/me` (spec part 1 section 3). */
export const derivePermissions = (user: CurrentUser): Permissions => ({
  isPrepaid: user.customer_type === PREPAID_CUSTOMER_TYPE,
  isCapacity: user.payment_model === 'capacity',
  isHijacked: user.is_hijacked,
});

/** The user label of the bar: prefixed with [DEV] while support works on the customer's behalf. */
export const userLabel = (user: CurrentUser): string => (user.is_hijacked ? `[DEV] ${user.login}` : user.login);
