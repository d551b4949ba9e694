/**
 * A cell of the end-user check: Missing in red, Optional, or the value in green; a document by its status (Validated
 * green, Pending amber, Rejected red), a country in the portal's language.
 */
import { Fragment } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ProfileCheckRow } from '@/providers/types';
import { useCountryName } from '@/src/components/countryName';
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

/** A document's status as the API names it: the colour of its cell (a rejected document is no valid one). */
const STATUS_COLOR = { Validated: 'success.main', Pending: 'warning.dark', Rejected: 'error.main' } as const;

interface Props {
  /** The column's key: a field accessor, or `document_<typeId>`. */
  column: string;
  row: ProfileCheckRow;
  required: boolean;
}

export default function ProfileCheckCell({ column, row, required }: Props) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const raw = row.values[column];
  const cell = profileCell(column === 'country' && raw ? countryName(raw) : raw, required);
  const status = row.documentStatuses?.[column];
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
    <Typography
      variant="body2"
      component="span"
      sx={{
        color: status ? STATUS_COLOR[status] : 'success.main',
        fontWeight: status === 'Rejected' ? 600 : undefined,
      }}
    >
      {breakable(cell.value)}
    </Typography>
  );
}
