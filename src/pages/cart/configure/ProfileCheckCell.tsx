/** A cell of the end-user check: Missing in red, Optional, or the value in green. */
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { profileCell } from './profileCell';

export default function ProfileCheckCell({ value, required }: { value: string | null | undefined; required: boolean }) {
  const translate = useTranslate();
  const cell = profileCell(value, required);
  if (cell.state === 'missing') {
    return (
      <Typography variant="body2" component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
        {translate('cart.profiles.missing')}
      </Typography>
    );
  }
  if (cell.state === 'optional') {
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {translate('cart.profiles.optional')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="span" sx={{ color: 'success.main' }}>
      {cell.value}
    </Typography>
  );
}
