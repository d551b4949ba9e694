import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import type { DidGroup } from '@/providers/types';
import { PATHS, pathWithId } from '@/src/paths';

export function EditDidGroupButton() {
  const translate = useTranslate();
  const group = useRecordContext<DidGroup>();
  if (!group) return null;
  return (
    <Button
      component={RouterLink}
      to={pathWithId(PATHS.didGroups.edit, group.id)}
      size="small"
      aria-label={translate('capacity.didGroups.editLabel', { name: group.name })}
    >
      {translate('capacity.didGroups.edit')}
    </Button>
  );
}
