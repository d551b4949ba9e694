/** Per row: Edit, to /profiles/edit/{id}. */
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { Button, useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { ProfileRow } from '@/providers/types';
import { PATHS, pathWithId } from '@/src/paths';

export default function EditProfileButton() {
  const translate = useTranslate();
  const record = useRecordContext<ProfileRow>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      label="common.actions.edit"
      aria-label={translate('profiles.list.editLabel', { name: record.name })}
      to={pathWithId(PATHS.profiles.edit, record.id)}
    >
      <EditIcon />
    </Button>
  );
}
