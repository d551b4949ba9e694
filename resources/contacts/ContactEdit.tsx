/** /settings/contact/:id/edit: saved only once the server accepts (field errors return to the form). */
import { Edit, useNotify, useRedirect } from 'react-admin';
import { useTranslate } from 'ra-core';
import { ApiError } from '@/providers/http';
import { PageTitle } from '@/src/components/PageTitle';
import ContactForm from './ContactForm';
import { useContactSaveError } from './useContactSaveError';
import { PATHS } from '@/src/paths';

const toList = () => PATHS.settings.contacts;

export default function ContactEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useContactSaveError();
  const onLoadError = (error: unknown) => {
    const missing = error instanceof ApiError && error.status === 404;
    notify(missing ? 'ra.notification.item_doesnt_exist' : 'common.errors.generic', { type: 'error' });
    redirect(toList);
  };
  return (
    <>
      <PageTitle title={translate('resources.contacts.editTitle')} />
      <Edit
        title={false}
        actions={false}
        redirect={toList}
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
        queryOptions={{ onError: onLoadError }}
      >
        <ContactForm />
      </Edit>
    </>
  );
}
