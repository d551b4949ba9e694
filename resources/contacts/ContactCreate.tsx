/** /settings/contact/create: a new contact, then back to the list with a toast. */
import { Create } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import ContactForm from './ContactForm';
import { useContactSaveError } from './useContactSaveError';
import { PATHS } from '@/src/paths';

const toList = () => PATHS.settings.contacts;

export default function ContactCreate() {
  const translate = useTranslate();
  const onError = useContactSaveError();
  return (
    <>
      <PageTitle title={translate('resources.contacts.createTitle')} />
      <Create title={false} actions={false} redirect={toList} mutationOptions={{ onError }}>
        <ContactForm isNew />
      </Create>
    </>
  );
}
