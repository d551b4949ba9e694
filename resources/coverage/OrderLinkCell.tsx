/** Order: the number search preselected for this row's plan (query string + navigation state fromCoverage). */
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { CoverageRow } from '@/providers/types';
import { coverageOrderLink } from './orderLink';

export function OrderLinkCell() {
  const translate = useTranslate();
  const record = useRecordContext<CoverageRow>();
  if (!record) return null;
  const { to, state } = coverageOrderLink(record);
  return (
    <Button
      component={Link}
      to={to}
      state={state}
      size="small"
      variant="outlined"
      aria-label={translate('ordering.coverage.orderLabel', { name: record.name })}
    >
      {translate('ordering.coverage.order')}
    </Button>
  );
}
