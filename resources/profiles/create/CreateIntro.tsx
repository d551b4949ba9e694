/** Above the new end user's name (spec part 2 section 5): what a profile needs, and when it must be complete. */
import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';

const LINES = ['intro', 'incomplete', 'pstn'] as const;

export default function CreateIntro() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2, maxWidth: 640 }}>
      {LINES.map((line) => (
        <p key={line} style={{ margin: '0.25em 0' }}>
          {translate(`profiles.create.${line}`)}
        </p>
      ))}
    </Alert>
  );
}
