/** A cell of the end-user check: Missing in red, Optional, or the value in green. */
import { Fragment } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { profileCell } from './profileCell';

/**
 * The value with a line break allowed after each "@" and "." (an e-mail address, a domain): the table fits a desk's width
 * instead of pushing Blocked and Update off screen behind one unbroken address (issue 33).
 */
function breakable(value: string) {
  const parts = (value.match(/[^@.]*(?:[@.]+|$)/g) ?? [value]).filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

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
      {breakable(cell.value)}
    </Typography>
  );
}
