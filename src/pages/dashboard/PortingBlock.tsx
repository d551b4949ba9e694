/**
 * Action items' lines on number porting (issue 46; ours, beyond the spec): the rejected requests, to fix and submit
 * again (the request, or the list of them), and the numbers of confirmed requests with the day they go live. Shown
 * only when there is one; a backend without porting (404) or a failing one leaves the rest of the dashboard as it is.
 */
import { Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { portingInStatusQuery } from '@/providers/api/porting';
import { pathWithId } from '@/providers/urlPattern';
import { useFormat } from '@/src/console/format';
import { PATHS } from '@/src/paths';

export function PortingBlock() {
  const translate = useTranslate();
  const format = useFormat();
  const rejected = useQuery(portingInStatusQuery('rejected')).data;
  const confirmed = useQuery(portingInStatusQuery('foc_confirmed')).data?.results ?? [];
  // The numbers going live, by day, soonest first.
  const byDay = new Map<string, { count: number; request: number; requests: number }>();
  for (const request of confirmed) {
    if (!request.foc_date) continue;
    const day = byDay.get(request.foc_date) ?? { count: 0, request: request.id, requests: 0 };
    byDay.set(request.foc_date, { ...day, count: day.count + request.numbers.length, requests: day.requests + 1 });
  }
  const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  const rejectedCount = rejected?.count ?? 0;
  if (!rejectedCount && !days.length) return null;
  const rejectedTo =
    rejectedCount === 1 && rejected?.results[0]
      ? pathWithId(PATHS.porting.details, rejected.results[0].id)
      : `${PATHS.porting.list}?status=rejected`;
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate('dashboard.actions.porting')}
      </Typography>
      <Stack spacing={0.5}>
        {rejectedCount ? (
          <Link component={RouterLink} to={rejectedTo} sx={{ color: 'error.main' }}>
            {translate('dashboard.actions.portingRejected', { smart_count: rejectedCount })}
          </Link>
        ) : null}
        {days.map(([day, { count, request, requests }]) => (
          <Link
            key={day}
            component={RouterLink}
            to={
              requests === 1 ? pathWithId(PATHS.porting.details, request) : `${PATHS.porting.list}?status=foc_confirmed`
            }
          >
            {translate('dashboard.actions.portingLive', { smart_count: count, date: format.day(day) })}
          </Link>
        ))}
      </Stack>
    </div>
  );
}
