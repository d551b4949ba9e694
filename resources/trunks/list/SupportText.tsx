/** The spec's text: extra channels are requested by e-mailing support (the address is a mail link). */
import { useTranslate } from 'ra-core';
import { Typography } from '@mui/material';
import { SUPPORT_EMAIL } from '@/src/config';

export function SupportText() {
  const translate = useTranslate();
  const [before, after] = translate('capacity.trunks.supportText', { email: '\u0000' }).split('\u0000');
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {before}
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      {after}
    </Typography>
  );
}
