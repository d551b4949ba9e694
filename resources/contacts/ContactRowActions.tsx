/** Per row: Edit (to the spec URL) and Delete (after "Do you want to delete this contact?"). */
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { Button, DeleteButton, useNotify, useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Stack } from '@mui/material';
import type { ContactRecord } from './contactRecord';
import { PATHS, pathWithId } from '@/src/paths';

export default function ContactRowActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<ContactRecord>();
  if (!record) return null;
  const name = record.name || record.email;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Button
        component={Link}
        label="common.actions.edit"
        aria-label={translate('resources.contacts.editLabel', { name })}
        to={pathWithId(PATHS.settings.contactEdit, record.id)}
      >
        <EditIcon />
      </Button>
      <DeleteButton
        label="common.actions.delete"
        aria-label={translate('resources.contacts.deleteLabel', { name })}
        mutationMode="pessimistic"
        confirmTitle="resources.contacts.deleteTitle"
        confirmContent="resources.contacts.deleteConfirm"
        redirect={false}
        mutationOptions={{ onError: () => notify('common.errors.generic', { type: 'error' }) }}
      />
    </Stack>
  );
}
