/**
 * Contacts (spec part 2 "Contacts", /settings/contact): the list (levels as L{level}) with Create, Edit and Delete (after
 * "Do you want to delete this contact?"), and the create and edit forms. A contact carries its level number; the API
 * takes the level's id: the level select holds the number and the form saves the level's id (lookup `valueKey`).
 */
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { fetchContactLevels, fetchContactTypes } from '@/providers/api/account';
import type { Contact } from '@/providers/types';
import { choice, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { parseContact, serializeContact, type ContactRecord } from './contactRecord';

export default defineResource()({
  name: 'contacts',
  api: { list: ENDPOINTS.contacts.list, one: ENDPOINTS.contacts.one, updateMethod: 'PUT' },
  fields: {
    displayName: text({ column: false, card: 'key' }),
    level: choice({
      card: 'badge',
      choices: {
        lookup: { queryKey: [ENDPOINTS.contacts.levels], queryFn: fetchContactLevels, valueKey: 'level' },
        template: 'resources.contacts.level',
      },
      input: { required: true, firstChoice: true },
    }),
    contactType: choice({
      column: false,
      choices: { lookup: { queryKey: [ENDPOINTS.contacts.types], queryFn: fetchContactTypes } },
      input: { required: true, firstChoice: true },
    }),
    name: text({ input: true }),
    mobilePhone: text({ column: false, input: { type: 'tel' } }),
    fixedPhone: text({ column: false, input: { type: 'tel' } }),
    email: text({ card: 'plain', input: { required: true, type: 'email' } }),
    typeName: text({ card: 'plain' }),
    mailSubscription: choice({
      column: false,
      input: { component: lazyPart(() => import('./MailSubscriptionInput')) },
    }),
    mailSubscriptionNames: text(),
  },
  list: { path: PATHS.settings.contacts, remove: true },
  // Any failure of a save but field errors is "Server-side error occurred." (spec part 2 section 8).
  create: { path: PATHS.settings.contactCreate, saveError: 'common.errors.serverSide' },
  edit: { path: PATHS.settings.contactEdit, saveError: 'common.errors.serverSide' },
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
