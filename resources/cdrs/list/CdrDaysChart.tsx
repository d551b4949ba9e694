/**
 * The calls per UTC day of the filtered call records (ours, beyond the spec), completed and not completed stacked:
 * recharts, in a lazy chunk, drawn into the box CdrSummary holds for it. Screen readers get CdrSummary's sentence.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Box, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CdrSummaryDay } from '../../../providers/entities/reports';
import { formatDay } from '../../../src/components/dates';
import { chartSx, seriesColors } from '../../../src/components/chartSx';

const S = 'reports.cdrs.summary';

export default function CdrDaysChart({ days, height }: { days: CdrSummaryDay[]; height: number }) {
  const translate = useTranslate();
  const colors = seriesColors(useTheme());
  const [locale] = useLocaleState();
  const points = days.map((day) => ({
    day: day.day,
    completed: day.completed,
    notCompleted: day.calls - day.completed,
  }));
  return (
    <Box sx={[{ height }, chartSx]} aria-hidden data-testid="cdr-days-chart">
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            minTickGap={16}
            tickFormatter={(day: string) => formatDay(day, locale).replace(/ \d{4}$/, '')}
          />
          <YAxis width={48} allowDecimals={false} />
          <Tooltip labelFormatter={(day) => formatDay(String(day), locale)} />
          {/* The series' names in the text colour (chartSx): the orange of the bars is too light for text. */}
          <Legend verticalAlign="top" height={24} iconSize={10} />
          <Bar
            dataKey="completed"
            name={translate(`${S}.completedSeries`)}
            stackId="calls"
            fill={colors.primary}
            isAnimationActive={false}
          />
          <Bar
            dataKey="notCompleted"
            name={translate(`${S}.notCompletedSeries`)}
            stackId="calls"
            fill={colors.warning}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
