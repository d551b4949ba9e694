/**
 * On a phone, the list's filters sit behind this button, which says how many are set. Its name is its visible label
 * followed by the count ("Filters, 1 active"): the label comes first in the name, as it is read on the button (WCAG
 * 2.5.3), the badge's figure is only shown and the words of the count only read.
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from './visuallyHidden';

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export function ListFiltersButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const count = Object.values(filterValues as Record<string, unknown>).filter(isSet).length;
  return (
    <Button
      size="small"
      variant={open ? 'contained' : 'outlined'}
      aria-expanded={open ? 'true' : 'false'}
      startIcon={
        count ? (
          <Badge badgeContent={count} color="secondary" aria-hidden>
            <FilterListIcon />
          </Badge>
        ) : (
          <FilterListIcon />
        )
      }
      onClick={onToggle}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('common.list.filters')}
      {count ? (
        <Box component="span" sx={visuallyHidden}>
          {translate('common.list.activeFilters', { smart_count: count })}
        </Box>
      ) : null}
    </Button>
  );
}
