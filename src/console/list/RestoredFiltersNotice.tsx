/**
 * A list opened without filters in its address (a menu link, a redirect) shows the filters react-admin stored from
 * the customer's last visit: it says so above the rows, with one click to clear them, so that no one takes a
 * filtered list for missing records (issue 49 item 9). It goes once the filters are changed or cleared.
 */
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The filters that stand for something (an empty input is no filter), as a comparable text. */
const activeOf = (filters: object | undefined): string =>
  JSON.stringify(
    Object.entries(filters ?? {})
      .filter(([, value]) => !isBlank(value))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

interface Props {
  /** The list's address had no parameter when it opened. */
  openedBare: boolean;
  /** The filters a first visit has (the list's `filterDefaultValues`): those are no earlier visit's. */
  defaults?: object;
}

export function RestoredFiltersNotice({ openedBare, defaults }: Props) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [restored] = useState(() => {
    const active = activeOf(filterValues);
    return openedBare && active !== '[]' && active !== activeOf(defaults) ? active : null;
  });
  if (restored === null || activeOf(filterValues) !== restored) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => setFilters(defaults ?? {}, {}, false)}>
          {translate('common.list.clearFilters')}
        </Button>
      }
    >
      {translate('common.list.restoredFilters')}
    </Alert>
  );
}
