/** Profile: the number's end user and a link to edit it, or the contact-support message. */
import { Link } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { NumberDetails } from '@/providers/types';
import { SUPPORT_EMAIL } from '@/src/config';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';

export default function ProfileTab({ details }: { details: NumberDetails }) {
  const translate = useTranslate();
  if (!details.profile) return <Typography>{translate('numbers.list.noProfile', { email: SUPPORT_EMAIL })}</Typography>;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {translate('numbers.details.profile.text', { name: details.profile.name })}
      </Typography>
      <Button component={Link} to={pathWithId(PATHS.profiles.edit, details.profile.id)} variant="contained">
        {translate('numbers.details.profile.edit')}
      </Button>
    </>
  );
}
