/** A row's action: Edit, to the hand-written editor at /profiles/edit/{id}, named by the end user ("Edit Alice"). */
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { Box } from '@mui/material';
import { Button } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { RecordPartProps } from '@/src/console/definition';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';
import type { ProfileRow } from '@/providers/entities/profiles';

export default function EditProfileButton({ record }: RecordPartProps<ProfileRow>) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        component={Link}
        label="common.actions.edit"
        aria-label={translate('common.console.editOf', { name: record.name })}
        to={pathWithId(PATHS.profiles.edit, record.id)}
      >
        <EditIcon />
      </Button>
    </Box>
  );
}
