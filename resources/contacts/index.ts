import { lazyRoute } from '../../src/components/lazyRoute';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { defineResource } from '../defineResource';
import type { Contact, ContactBody } from '../../providers/types';

export const CONTACT_PATHS = {
  list: '/settings/contact',
  create: '/settings/contact/create',
  edit: '/settings/contact/:id/edit',
} as const;

/** A contact as the forms see it: the spec's client-side names. */
export interface ContactRecord {
  id: number;
  level: number;
  contactType: number;
  typeName: string;
  name: string;
  mobilePhone: string;
  fixedPhone: string;
  email: string;
  mailSubscription: number[];
  mailSubscriptionNames: string[];
}

export const parseContact = (row: Contact): ContactRecord => ({
  id: row.id,
  level: row.level,
  contactType: row.type?.id,
  typeName: row.type?.name ?? '',
  name: row.name ?? '',
  mobilePhone: row.mobile_phone ?? '',
  fixedPhone: row.fixed_phone ?? '',
  email: row.email ?? '',
  mailSubscription: (row.mail_subscription ?? []).map((subscription) => subscription.id),
  mailSubscriptionNames: (row.mail_subscription ?? []).map((subscription) => subscription.name ?? ''),
});

export const serializeContact = (record: Partial<ContactRecord>): ContactBody => ({
  level: Number(record.level),
  reg_type: Number(record.contactType),
  name: record.name ?? '',
  mobile_phone: record.mobilePhone ?? '',
  fixed_phone: record.fixedPhone ?? '',
  email: record.email ?? '',
  mail_subscription: record.mailSubscription ?? [],
});

export default defineResource({
  name: 'contacts',
  api: { list: 'customer/contacts', one: 'customer/contacts/:id', updateMethod: 'PUT' },
  routes: [
    { path: CONTACT_PATHS.list, component: lazyRoute(() => import('./ContactList')) },
    { path: CONTACT_PATHS.create, component: lazyRoute(() => import('./ContactCreate')) },
    { path: CONTACT_PATHS.edit, component: lazyRoute(() => import('./ContactEdit')) },
  ],
  icon: ContactMailIcon,
  recordRepresentation: 'name',
  parse: (row) => parseContact(row as unknown as Contact) as unknown as Record<string, unknown>,
  serialize: (record) => serializeContact(record as Partial<ContactRecord>) as unknown as Record<string, unknown>,
  errorFields: { reg_type: 'contactType', mobile_phone: 'mobilePhone', fixed_phone: 'fixedPhone', mail_subscription: 'mailSubscription' },
});
