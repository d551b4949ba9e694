/** The Cancelled badge of a number being cancelled. */
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';

export default function CancelledBadge({ show }: { show: boolean }) {
  const translate = useTranslate();
  return show ? <Chip label={translate('numbers.list.cancelled')} color="error" size="small" /> : null;
}
