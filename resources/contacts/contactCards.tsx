/** A contact on a phone: the name and level, e-mail and type; Edit and Delete at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import type { ContactRecord } from './contactRecord';
import ContactRowActions from './ContactRowActions';

export const CONTACT_CARDS: CardLayout<ContactRecord> = {
  primary: (contact) => contact.name || contact.email,
  tertiary: (contact, translate) => translate('resources.contacts.level', { level: contact.level }),
  secondary: [{ render: (contact) => contact.email }, { render: (contact) => contact.typeName }],
  action: () => <ContactRowActions />,
};
