/** The DID groups on a phone: a card per group (its linked name, then country, plan, channels and numbers). */
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { DidGroupReportRow } from '@/providers/entities/reports';
import { DidGroupName } from './DidGroupName';
import { GROUP_COLUMNS } from './didGroupColumns';
import { SKELETON_ROWS } from './DidGroupsTable';

const CONTENT_SX = { py: 1.5, '&:last-child': { pb: 1.5 } };

function GroupCard({ group }: { group: DidGroupReportRow }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale).format;
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={CONTENT_SX}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <DidGroupName group={group} />
        </Typography>
        <Stack component="dl" sx={{ m: 0, mt: 1 }}>
          {GROUP_COLUMNS.map((column) => (
            <Stack key={column.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {translate(column.label)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
                {column.value(group, format)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function DidGroupCards({ groups }: { groups: DidGroupReportRow[] | undefined }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {groups
        ? groups.map((group) => <GroupCard key={group.id} group={group} />)
        : Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Card key={row} component="li" variant="outlined">
              <CardContent sx={CONTENT_SX}>
                <Skeleton width="50%" height={28} />
                <Skeleton variant="rectangular" height={80} sx={{ mt: 1 }} />
              </CardContent>
            </Card>
          ))}
    </Stack>
  );
}
