import { PREPAID_CUSTOMER_TYPE, type CurrentUser, type Permissions } from './types';

/** isPrepaid / isCapacity / isHijacked, derived from `customer/me` (spec part 1 section 3). */
export const derivePermissions = (user: CurrentUser): Permissions => ({
  isPrepaid: user.customer_type === PREPAID_CUSTOMER_TYPE,
  isCapacity: user.payment_model === 'capacity',
  isHijacked: user.is_hijacked,
});

/** A login as the bar shows it: prefixed with [DEV] when it is support's, working on the customer's behalf. */
export const actorLabel = (login: string, support: boolean): string => (support ? `[DEV] ${login}` : login);

/** The user label of the bar: prefixed with [DEV] while support works on the customer's behalf. */
export const userLabel = (user: CurrentUser): string => actorLabel(user.login, user.is_hijacked);
