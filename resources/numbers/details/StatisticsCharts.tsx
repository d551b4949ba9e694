/** The statistics bar charts (recharts, loaded lazily). The table next to them carries the same numbers for screen readers. */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { NumberStatistics, StatisticsWindow } from '@/providers/types';
import { chartSx, seriesColors } from '@/src/components/chartSx';

const WINDOWS: StatisticsWindow[] = ['1', '7', '30'];
const DIRECTIONS = ['inbound', 'outbound'] as const;

export default function StatisticsCharts({ data }: { data: NumberStatistics }) {
  const translate = useTranslate();
  const colors = seriesColors(useTheme());
  const t = (key: string) => translate(`numbers.details.statistics.${key}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }} aria-hidden>
      {DIRECTIONS.map((direction) => {
        const rows = WINDOWS.map((window) => ({
          window: t(`windows.${window}`),
          successful: data[direction][window].successful_calls,
          unsuccessful: data[direction][window].unsuccessful_calls,
          minutes: data[direction][window].minutes,
        }));
        return (
          <Box key={direction} sx={[{ minWidth: 0 }, chartSx]}>
            <Typography component="h2" variant="h6">
              {t(direction)}
            </Typography>
            <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 320, height: 240 }}>
              <BarChart data={rows}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="window" />
                <YAxis />
                <Tooltip />
                <Legend />
                <Bar dataKey="successful" name={t('successful')} fill={colors.success} />
                <Bar dataKey="unsuccessful" name={t('unsuccessful')} fill={colors.error} />
                <Bar dataKey="minutes" name={t('minutes')} fill={colors.info} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        );
      })}
    </Box>
  );
}
