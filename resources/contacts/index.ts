/**
 * Contacts (spec part 2 "Contacts", /settings/contact): the list (levels as L{level}) with Create, Edit and Delete (after
 * "Do you want to delete this contact?"), and the create and edit forms. The level and type selects are a part: a new
 * contact starts with the first of each, and the level select holds the level's id that the API takes, where a
 * contact carries its level's number.
 */
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import type { Contact } from '@/providers/types';
import { choice, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { parseContact, serializeContact, type ContactRecord } from './contactRecord';

/** Each view's hand-written parts, one chunk a view: the view's route loads them together. */
const listParts = () => import('./list/parts');
const formParts = () => import('./form/parts');

export default defineResource<ContactRecord>()({
  name: 'contacts',
  api: { list: ENDPOINTS.contacts.list, one: ENDPOINTS.contacts.one, updateMethod: 'PUT' },
  fields: {
    displayName: text({ column: false, card: 'key' }),
    level: choice({
      card: 'badge',
      render: lazyPart(listParts, 'Level'),
      input: { required: true, component: lazyPart(formParts, 'ContactChoiceInput', { of: 'levels' }) },
    }),
    contactType: choice({
      column: false,
      input: { required: true, component: lazyPart(formParts, 'ContactChoiceInput', { of: 'types' }) },
    }),
    name: text({ input: { maxLength: 255 } }),
    mobilePhone: text({ column: false, input: { type: 'tel', maxLength: 32 } }),
    fixedPhone: text({ column: false, input: { type: 'tel', maxLength: 32 } }),
    email: text({ card: 'plain', input: { required: true, type: 'email', maxLength: 254 } }),
    typeName: text({ card: 'plain' }),
    mailSubscription: choice({
      column: false,
      input: { component: lazyPart(formParts, 'MailSubscriptionInput') },
    }),
    mailSubscriptionNames: text(),
  },
  list: { path: PATHS.settings.contacts, remove: true },
  create: { path: PATHS.settings.contactCreate },
  edit: { path: PATHS.settings.contactEdit },
  routes: [],
  icon: ContactMailIcon,
  recordRepresentation: 'displayName',
  parse: (row) => parseContact(row as unknown as Contact) as unknown as Record<string, unknown>,
  serialize: (record) => serializeContact(record as Partial<ContactRecord>) as unknown as Record<string, unknown>,
  errorFields: {
    reg_type: 'contactType',
    mobile_phone: 'mobilePhone',
    fixed_phone: 'fixedPhone',
    mail_subscription: 'mailSubscription',
  },
});
