/** A contact's level as the list and its cards name it: "L2". */
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import type { ContactRecord } from '@/resources/contacts/contactRecord';

export default function Level({ record }: CellPartProps<Pick<ContactRecord, 'level'>>) {
  const translate = useTranslate();
  return <>{translate('resources.contacts.level', record)}</>;
}
