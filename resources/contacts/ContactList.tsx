/** /settings/contact (spec part 2 section 2): the account's contacts, levels shown as L{level}. */
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import type { ContactRecord } from './contactRecord';
import ContactListActions from './ContactListActions';
import ContactRowActions from './ContactRowActions';
import { CONTACT_CARDS } from './contactCards';

export default function ContactList() {
  const translate = useTranslate();
  return (
    <PortalList title={translate('resources.contacts.title')} actions={<ContactListActions />} cards={CONTACT_CARDS}>
      <DataTable<ContactRecord> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <DataTable.Col
          source="level"
          disableSort
          render={(record) => translate('resources.contacts.level', { level: record.level })}
        />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="typeName" disableSort />
        <DataTable.Col
          source="mailSubscriptionNames"
          disableSort
          render={(record) => record.mailSubscriptionNames.join(', ')}
        />
        <DataTable.Col label={false} disableSort>
          <ContactRowActions />
        </DataTable.Col>
      </DataTable>
    </PortalList>
  );
}
