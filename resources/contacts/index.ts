import { lazyRoute } from '@/src/components/lazyRoute';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import type { Contact } from '@/providers/types';
import { PATHS } from '@/src/paths';
import { parseContact, serializeContact, type ContactRecord } from './contactRecord';

export default defineResource({
  name: 'contacts',
  api: { list: ENDPOINTS.contacts.list, one: ENDPOINTS.contacts.one, updateMethod: 'PUT' },
  routes: [
    { path: PATHS.settings.contacts, component: lazyRoute(() => import('./ContactList')), list: {} },
    { path: PATHS.settings.contactCreate, component: lazyRoute(() => import('./ContactCreate')) },
    { path: PATHS.settings.contactEdit, component: lazyRoute(() => import('./ContactEdit')) },
  ],
  icon: ContactMailIcon,
  recordRepresentation: 'name',
  parse: (row) => parseContact(row as unknown as Contact) as unknown as Record<string, unknown>,
  serialize: (record) => serializeContact(record as Partial<ContactRecord>) as unknown as Record<string, unknown>,
  errorFields: {
    reg_type: 'contactType',
    mobile_phone: 'mobilePhone',
    fixed_phone: 'fixedPhone',
    mail_subscription: 'mailSubscription',
  },
});
