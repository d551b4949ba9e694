/** The End user column: the profile's name, or the contact-support message when the number has none. */
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { NumberRecord } from '@/resources/numbers/numberRecord';
import { SUPPORT_EMAIL } from '@/src/config';

export default function EndUserCell() {
  const translate = useTranslate();
  const record = useRecordContext<NumberRecord>();
  if (!record) return null;
  if (record.profile) return <>{record.profile.name}</>;
  return (
    <Typography variant="body2" component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {translate('numbers.list.noProfile', { email: SUPPORT_EMAIL })}
    </Typography>
  );
}
