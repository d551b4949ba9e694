/** A group's action in the list: Edit (its editor, where Rename and Delete are, but for a default group). */
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { RecordPartProps } from '@/src/console/definition';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';
import type { DidGroup } from '@/providers/types';

export default function EditDidGroupButton({ record }: RecordPartProps<DidGroup>) {
  const translate = useTranslate();
  return (
    <Button
      component={RouterLink}
      to={pathWithId(PATHS.didGroups.edit, record.id)}
      size="small"
      aria-label={translate('capacity.didGroups.editLabel', { name: record.name })}
    >
      {translate('capacity.didGroups.edit')}
    </Button>
  );
}
