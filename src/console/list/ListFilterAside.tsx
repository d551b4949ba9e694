/**
 * A list's filters in a column on the left of its table (PortalList's `filterPlacement="aside"`, md and wider): a
 * "Search" panel of a fixed width from the first paint, the inputs stacked full width. The same react-admin FilterForm
 * and `filters` as the filter row, so the inputs, their checks and the URL sync are the same code.
 */
import { useId, type ReactElement } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { FilterContext, FilterForm } from 'react-admin';
import { useTranslate } from 'ra-core';

export const FILTER_ASIDE_WIDTH = 220;
export const FILTER_ASIDE_CLASS = 'PortalList-filterAside';

export function ListFilterAside({ filters }: { filters: ReactElement[] }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      className={FILTER_ASIDE_CLASS}
      sx={{
        order: -1,
        flex: `0 0 ${FILTER_ASIDE_WIDTH}px`,
        width: FILTER_ASIDE_WIDTH,
        boxSizing: 'border-box',
        alignSelf: 'flex-start',
        mr: 1.5,
        mt: 1,
      }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={headingId} component="h2" variant="h6">
          {translate('common.list.search')}
        </Typography>
        <FilterContext.Provider value={filters}>
          <FilterForm />
        </FilterContext.Provider>
      </CardContent>
    </Card>
  );
}
