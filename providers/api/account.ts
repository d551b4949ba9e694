/** Account calls outside the CRUD resources (spec part 2 section 7). */
import { http } from '../http';
import type {
  AuthToken,
  Balance,
  ContactLevel,
  ContactType,
  CustomerDetails,
  MailSubscription,
  PasswordChangeBody,
  PlanFieldDescription,
} from '../types';

export const fetchBalance = () => http<Balance>('customer/balance');
export const fetchAuthToken = () => http<AuthToken>('customer/auth-token');
export const regenerateAuthToken = () => http<AuthToken>('customer/auth-token/regenerate', { method: 'POST' });
export const fetchCustomerDetails = () => http<CustomerDetails>('customer/details');
export const changePassword = (body: PasswordChangeBody) =>
  http<{ detail?: string }>('customer/password/change', { method: 'POST', body });
export const fetchPlanFieldDescriptions = () => http<PlanFieldDescription[]>('customer/plan-field-description');
export const fetchMailSubscriptions = () => http<MailSubscription[]>('mail-subscriptions');
export const fetchContactTypes = () => http<ContactType[]>('customer/contacts/types');
export const fetchContactLevels = () => http<ContactLevel[]>('customer/contacts/levels');
