import type { Theme } from '@mui/material/styles';

/**
 * recharts paints its axes, grid, tooltip and legend in fixed light-scheme colours (grey text, white tooltip):
 * these rules give them the theme's CSS variables, so a chart follows the colour scheme like the rest of the page.
 */
export const chartSx = (theme: Theme) => {
  const { palette } = theme.vars;
  return {
    '& .recharts-cartesian-axis-tick-value': { fill: palette.text.secondary },
    '& .recharts-cartesian-axis-line, & .recharts-cartesian-axis-tick-line': { stroke: palette.text.secondary },
    '& .recharts-cartesian-grid line': { stroke: palette.divider },
    // The tooltip and legend set their colours inline.
    '& .recharts-default-tooltip': {
      backgroundColor: `${palette.background.paper} !important`,
      borderColor: `${palette.divider} !important`,
    },
    '& .recharts-tooltip-label': { color: palette.text.primary },
    '& .recharts-legend-item-text': { color: `${palette.text.primary} !important` },
  };
};

/** The series colours: palette tokens, lighter in the dark scheme. */
export const seriesColors = (theme: Theme) => {
  const { palette } = theme.vars;
  return {
    primary: palette.primary.main,
    warning: palette.warning.main,
    success: palette.success.main,
    error: palette.error.main,
    info: palette.info.main,
  };
};
