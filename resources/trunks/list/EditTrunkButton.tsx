import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import type { Trunk } from '@/providers/types';
import { PATHS, pathWithId } from '@/src/paths';

export function EditTrunkButton() {
  const translate = useTranslate();
  const trunk = useRecordContext<Trunk>();
  if (!trunk) return null;
  return (
    <Button
      component={RouterLink}
      to={pathWithId(PATHS.capacity.trunkEdit, trunk.id)}
      size="small"
      aria-label={translate('capacity.trunks.editLabel', { name: trunk.name })}
    >
      {translate('capacity.trunks.edit')}
    </Button>
  );
}
