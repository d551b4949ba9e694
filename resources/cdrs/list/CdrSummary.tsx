/**
 * Above the call records (ours, beyond the spec; issue 13 item 1): the totals of the filtered calls (calls, completed
 * share, minutes, billable minutes, cost in the customer's currency) and the calls per UTC day, both from
 * GET customer/reports/pcdrs/summary with the list's own filters, asked again when they change. That path is a
 * sandbox extension: a backend without it answers 404 and the section stays away; another failure says so in a line.
 * Every part holds its height from the first render (values as skeletons, the chart's box before its lazy chunk and
 * its data), so that nothing moves when the answers arrive.
 */
import { lazy, Suspense, useId } from 'react';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import { cdrSummaryQuery } from '@/providers/api/reports';
import { ApiError } from '@/providers/http';
import { useFormat } from '@/src/console/format';
import { useWhenIdle } from '@/src/components/useWhenIdle';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import { busiestDay, chartDays, completedShare, minutesOf, summaryQueryOf } from './cdrSummary';

const CdrDaysChart = lazy(() => import('./CdrDaysChart'));
/** The chart's drawing (its caption above it is a line of text in this chunk). */
export const DAYS_CHART_PX = 180;
const S = 'reports.cdrs.summary';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

export function CdrSummary() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  const headingId = useId();
  const { filterValues, isPending: rowsPending } = useListContext();
  // The chart (a lazy chunk and a few hundred SVG nodes) draws once the rows are in: they are what the reader came for.
  const chartMayDraw = useWhenIdle(!rowsPending);
  const { data, error, isPlaceholderData } = useQuery(cdrSummaryQuery(summaryQueryOf(filterValues ?? {})));

  if (isMissing(error)) return null;
  if (error) {
    return (
      <Alert severity="error" variant="outlined" sx={{ mb: 2, py: 0, mx: { xs: 2, sm: 0 } }}>
        {translate(`${S}.failed`)}
      </Alert>
    );
  }

  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const share = data ? completedShare(data.calls, data.completed) : undefined;
  const figures: [string, string | undefined][] = [
    ['calls', data && number.format(data.calls)],
    ['completedShare', data && (share === undefined ? '–' : percent.format(share))],
    ['minutes', data && number.format(minutesOf(data.duration))],
    ['billableMinutes', data && number.format(minutesOf(data.billable_duration))],
    ['cost', data && format.money(data.cost)],
  ];
  const days = data ? chartDays(data.days) : [];
  const busiest = busiestDay(days);
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={!data || isPlaceholderData || undefined}
      sx={{ mb: 2, px: { xs: 2, sm: 0 }, minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {translate(`${S}.label`)}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
          opacity: isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {figures.map(([key, value]) => (
          <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(`${S}.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, whiteSpace: 'nowrap' }}>
              {value ?? <Skeleton width="4em" />}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="figure" sx={{ m: 0, mt: 1.5, minWidth: 0 }}>
        <Typography component="figcaption" variant="subtitle2" noWrap sx={{ color: 'text.secondary' }}>
          {translate(`${S}.chart`)}
          {first && last && busiest ? (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {translate(`${S}.chartSummary`, {
                days: days.length,
                from: format.day(first.day),
                to: format.day(last.day),
                busiest: format.day(busiest.day),
                most: number.format(busiest.calls),
              })}
            </Box>
          ) : null}
        </Typography>
        <Box sx={{ height: DAYS_CHART_PX, position: 'relative' }}>
          {!data || (days.length > 0 && !chartMayDraw) ? (
            <Skeleton variant="rectangular" height={DAYS_CHART_PX} />
          ) : days.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', pt: 2 }}>{translate(`${S}.chartEmpty`)}</Typography>
          ) : (
            <Suspense fallback={null}>
              <CdrDaysChart days={days} height={DAYS_CHART_PX} />
            </Suspense>
          )}
        </Box>
      </Box>
    </Box>
  );
}
