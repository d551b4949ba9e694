/** A group's name, linking to its edit page, and "Default" beside the default group of its country and plan. */
import { Chip, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import type { DidGroupReportRow } from '@/providers/entities/reports';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';

export function DidGroupName({ group }: { group: DidGroupReportRow }) {
  const translate = useTranslate();
  return (
    <Stack component="span" direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
      <Link component={RouterLink} to={pathWithId(PATHS.didGroups.edit, group.id)} sx={{ overflowWrap: 'anywhere' }}>
        {group.name}
      </Link>
      {group.is_default && (
        <Chip
          component="span"
          size="small"
          variant="outlined"
          label={translate('reports.didGroups.default')}
          title={translate('reports.didGroups.defaultHint')}
        />
      )}
    </Stack>
  );
}
