/** Account calls outside the CRUD resources (spec part 2 section 7). */
import { http } from '@/providers/http';
import { ENDPOINTS } from '@/providers/endpoints';
import type {
  AuthToken,
  Balance,
  ContactLevel,
  ContactType,
  CustomerDetails,
  MailSubscription,
  PasswordChangeBody,
  PlanFieldDescription,
} from '@/providers/types';

export const fetchBalance = () => http<Balance>(ENDPOINTS.account.balance);
export const fetchAuthToken = () => http<AuthToken>(ENDPOINTS.account.authToken);
export const regenerateAuthToken = () => http<AuthToken>('customer/auth-token/regenerate', { method: 'POST' });
export const fetchCustomerDetails = () => http<CustomerDetails>(ENDPOINTS.account.details);
export const changePassword = (body: PasswordChangeBody) =>
  http<{ detail?: string }>('customer/password/change', { method: 'POST', body });
export const fetchPlanFieldDescriptions = () => http<PlanFieldDescription[]>(ENDPOINTS.account.planFieldDescription);
export const fetchMailSubscriptions = () => http<MailSubscription[]>(ENDPOINTS.account.mailSubscriptions);
export const fetchContactTypes = () => http<ContactType[]>(ENDPOINTS.contacts.types);
export const fetchContactLevels = () => http<ContactLevel[]>(ENDPOINTS.contacts.levels);
