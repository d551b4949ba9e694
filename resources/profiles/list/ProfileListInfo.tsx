/** The info card of the list: the background of spec part 2 section 1. */
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

const LINES = ['incomplete', 'validation', 'numbers', 'pstn'] as const;

export default function ProfileListInfo() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2, mb: 1 }}>
      <AlertTitle>{translate('profiles.list.infoTitle')}</AlertTitle>
      {LINES.map((line) => (
        <p key={line} style={{ margin: '0.25em 0' }}>
          {translate(`profiles.list.info.${line}`)}
        </p>
      ))}
    </Alert>
  );
}
