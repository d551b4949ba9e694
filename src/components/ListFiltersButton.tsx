/** On a phone, the list's filters sit behind this button, which says how many are set. */
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
          <Badge badgeContent={count} color="secondary">
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
