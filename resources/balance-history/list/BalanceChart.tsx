/**
 * The balance over the time of the page's rows (issue 12, beyond the spec), above the table: recharts, in a lazy chunk.
 * It holds its height from the first render, so that nothing moves when it or the rows arrive; screen readers get
 * one sentence (the table carries every number).
 */
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Box, Typography, useTheme } from '@mui/material';
import { useListContext, useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/providers/api/queries';
import type { BalanceHistoryRow } from '@/providers/types';
import { useFormat } from '@/src/console/format';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import { chartSx } from '@/src/components/chartSx';

export const CHART_HEIGHT = 200;

/** An axis tick: whole units of the currency ("€1,800"), narrow enough for a phone. */
const wholeMoney = (value: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);

export default function BalanceChart() {
  const translate = useTranslate();
  const line = useTheme().vars.palette.primary.main;
  const [locale] = useLocaleState();
  const format = useFormat();
  const { data: me } = useQuery(meQuery);
  const { data: rows = [] } = useListContext<BalanceHistoryRow>();
  const currency = me?.currency ?? 'EUR';
  // The API answers newest first; a chart reads left to right.
  const points = [...rows]
    .reverse()
    .map((row) => ({ day: format.day(row.date_modified), balance: Number.parseFloat(row.balance) }));
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        {translate('billing.history.chart')}
        {first && last ? (
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {translate('billing.history.chartSummary', {
              first: format.money(first.balance, undefined, currency),
              from: first.day,
              last: format.money(last.balance, undefined, currency),
              to: last.day,
            })}
          </Box>
        ) : null}
      </Typography>
      <Box sx={[{ height: CHART_HEIGHT }, chartSx]} aria-hidden>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 320, height: CHART_HEIGHT }}>
          <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" minTickGap={24} />
            <YAxis width={80} tickFormatter={(value: number) => wholeMoney(value, currency, locale)} />
            <Tooltip formatter={(value) => format.money(Number(value), undefined, currency)} />
            <Area
              type="stepAfter"
              dataKey="balance"
              stroke={line}
              fill={line}
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
