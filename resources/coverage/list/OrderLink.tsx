/** Order: the number search preselected for this row's plan (query string + navigation state fromCoverage). */
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CoverageRow } from '@/providers/types';
import { coverageOrderLink } from '@/resources/coverage/orderLink';

export default function OrderLink({ record: row }: { record: CoverageRow }) {
  const translate = useTranslate();
  const { to, state } = coverageOrderLink(row);
  return (
    <Button
      component={Link}
      to={to}
      state={state}
      size="small"
      variant="outlined"
      aria-label={translate('ordering.coverage.orderLabel', { name: row.name })}
    >
      {translate('ordering.coverage.order')}
    </Button>
  );
}
