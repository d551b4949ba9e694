/**
 * The calls per UTC day of the filtered call records (ours, beyond the spec), completed and not completed stacked, drawn
 * into the box CdrSummary holds for it. Plain SVG, not recharts: its first render cost the page about 1.5 s of blocked
 * main thread on Lighthouse's phone, for 31 bars. The bars stretch with the box (a viewBox without aspect ratio, lines
 * of one pixel whatever the scale); the axes' labels are HTML placed in percent, so text never stretches. Each day's
 * column names its figures on hover; screen readers get CdrSummary's sentence.
 */
import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CdrSummaryDay } from '@/providers/entities/reports';
import { useFormat } from '@/src/console/format';
import { seriesColors } from '@/src/components/chartSx';
import { axisTicks, labelledDays } from './cdrChartScale';

const S = 'reports.cdrs.summary';
const LEGEND_PX = 24;
const X_AXIS_PX = 22;
const Y_AXIS_PX = 48;
/** At most this many day labels under the bars: French short dates ("19 juin") fit a phone's width. */
const X_LABELS = 5;

const label = {
  position: 'absolute',
  fontSize: 12,
  lineHeight: 1,
  color: 'text.secondary',
  whiteSpace: 'nowrap',
} as const;

/** Under its column, centred; the first and the last start and end with the plot, so that none leaves the box. */
function dayLabelPlace(index: number, count: number) {
  if (index === 0) return { left: 0 };
  if (index === count - 1) return { right: 0 };
  return { left: `${((index + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
}

export default function CdrDaysChart({ days, height }: { days: CdrSummaryDay[]; height: number }) {
  const translate = useTranslate();
  const theme = useTheme();
  const colors = seriesColors(theme);
  const format = useFormat();
  const ticks = axisTicks(Math.max(0, ...days.map((day) => day.calls)));
  const top = ticks[ticks.length - 1] || 1;
  const series = [
    { name: translate(`${S}.completedSeries`), color: colors.primary },
    { name: translate(`${S}.notCompletedSeries`), color: colors.warning },
  ];
  const y = (value: number) => 100 - (value / top) * 100;
  return (
    <Box sx={{ height }} aria-hidden data-testid="cdr-days-chart">
      <Box sx={{ height: LEGEND_PX, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2 }}>
        {series.map(({ name, color }) => (
          <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 10, height: 10, bgcolor: color }} />
            <Typography variant="caption">{name}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'relative', height: height - LEGEND_PX - X_AXIS_PX, ml: `${Y_AXIS_PX}px`, mr: 1 }}>
        {ticks.map((tick) => (
          <Box key={tick} sx={{ ...label, right: '100%', pr: 1, top: `${y(tick)}%`, transform: 'translateY(-50%)' }}>
            {tick}
          </Box>
        ))}
        <svg width="100%" height="100%" viewBox={`0 0 ${days.length} 100`} preserveAspectRatio="none">
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={days.length}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.vars.palette.divider}
              strokeDasharray={tick ? '3 3' : undefined}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const notCompleted = day.calls - day.completed;
            return (
              <g key={day.day}>
                <title>
                  {`${format.day(day.day)}: ${series[0].name} ${day.completed}, ${series[1].name} ${notCompleted}`}
                </title>
                <rect x={index} y={0} width={1} height={100} fill="transparent" />
                <rect
                  x={index + 0.15}
                  y={y(day.completed)}
                  width={0.7}
                  height={100 - y(day.completed)}
                  fill={series[0].color}
                />
                <rect
                  x={index + 0.15}
                  y={y(day.calls)}
                  width={0.7}
                  height={y(day.completed) - y(day.calls)}
                  fill={series[1].color}
                />
              </g>
            );
          })}
        </svg>
        {labelledDays(days.length, X_LABELS).map((index) => (
          <Box key={index} sx={{ ...label, top: '100%', pt: 0.75, ...dayLabelPlace(index, days.length) }}>
            {format.day(days[index].day).replace(/ \d{4}$/, '')}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
