/**
 * On a phone, the list's filters sit behind this button, which says how many are set. Its name is its visible label
 * followed by the count ("Filters, 1 active"), and it must contain the button's visible text (WCAG 2.5.3): the badge's
 * figure is drawn by CSS (no text of the button, which would read "1 Filters"), the count is said in the name.
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';

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
      aria-label={count ? translate('common.list.filtersActive', { smart_count: count }) : undefined}
      startIcon={
        count ? (
          <Badge
            badgeContent={<span />}
            color="secondary"
            aria-hidden
            sx={{ '& .MuiBadge-badge::after': { content: `"${count}"` } }}
          >
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
    </Button>
  );
}
