/** A contact record of the console and its mapping to and from the API (spec part 2, Contacts). */
import type { Contact, ContactBody } from '@/providers/types';

/** A contact as the list and the forms see it: the spec's client-side names. */
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
  /** The subscriptions' names, as the list shows them ("Newsletter 1, Newsletter 3"). */
  mailSubscriptionNames: string;
  /** The contact in a sentence and on its card: its name, else its e-mail (a name is optional). */
  displayName: string;
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
  mailSubscriptionNames: (row.mail_subscription ?? []).map((subscription) => subscription.name ?? '').join(', '),
  displayName: row.name || row.email || '',
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
