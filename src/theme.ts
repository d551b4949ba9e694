import { createTheme, type Overlays } from '@mui/material/styles';

declare module '@mui/material/styles' {
  // The theme is built with CSS variables: `theme.vars` is always there (colours that follow the scheme).
  interface CssThemeVariables {
    enabled: true;
  }
}

/** Text on the dark scheme's light status colours (filled chips, contained buttons, badges). */
const ON_LIGHT = '#202124';

/**
 * A field is at least as wide as its label, so that no select or text field cuts its label short ("DID Service ty…",
 * issue 33): MUI lays the label over the box (absolutely), where its width counts for nothing and the box ellipsises
 * it. From `sm` up the label stands in the flow instead, pulled over the box by a negative margin of its own height,
 * so that its width (with room for the box's padding and a select's arrow) is the field's least width. A field given
 * a fixed width keeps it (and the ellipsis); on a phone the fields are the screen's width and keep MUI's layout, so
 * that a long label never widens the page.
 */
const LABEL_SETS_WIDTH = {
  '@media (min-width: 576px)': {
    '&.MuiInputLabel-formControl': {
      position: 'relative',
      marginBottom: '-1.4375em',
      paddingRight: 46,
      maxWidth: 'none',
    },
  },
} as const;

/** The user asked the system for less motion (WCAG 2.3.3; issue 36 item 4). */
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

/**
 * With reduced motion nothing slides, grows, zooms, collapses or ripples: every CSS transition and animation ends at
 * once, MUI's Transition components (Slide, Grow, Zoom, Collapse, Fade) included, as they animate with CSS transitions
 * (their inline `transition` loses to `!important`), and so do the skeletons' pulse and wave. A stylesheet rule
 * rather than zero durations in the theme: the theme is built once, and the preference can change while the page is
 * open. Progress indicators keep turning (a spinner, an indeterminate bar; our own in Progress.tsx turn slower): they
 * are not motion that an interaction sets off (2.3.3), they are the only sign that work goes on, and a still spinner
 * reads as a hang.
 */
const MOTION_OFF = {
  [REDUCED_MOTION]: {
    '*, *::before, *::after': {
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
    ':not([role="progressbar"], [role="progressbar"] *), :not([role="progressbar"], [role="progressbar"] *)::before, :not([role="progressbar"], [role="progressbar"] *)::after':
      { animation: 'none !important' },
  },
} as const;

const FOCUS_RING = { outline: '2px solid currentColor', outlineOffset: 2 } as const;
const INNER_RING = { outlineOffset: -2 } as const;

/**
 * Both colour schemes as CSS variables (`--mui-palette-*`): switching between them changes one class on <html>
 * (`.light` / `.dark`, see colorMode.ts), never the theme object. The dark scheme's main colours are light tints,
 * readable as text on the dark background and under dark text when filled.
 */
const portalThemeOptions = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0b5394' },
        secondary: { main: '#00796b' },
        error: { main: '#c62828' },
        success: { main: '#2e7d32' },
        background: { default: '#f4f6f8' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#8ab4f8', light: '#aecbfa', dark: '#669df6', contrastText: ON_LIGHT },
        secondary: { main: '#4db6ac', light: '#80cbc4', dark: '#26a69a', contrastText: ON_LIGHT },
        error: { main: '#f28b82', light: '#f6aea9', dark: '#ee675c', contrastText: ON_LIGHT },
        warning: { main: '#fdd663', light: '#fde293', dark: '#fcc934', contrastText: ON_LIGHT },
        info: { main: '#78d9ec', light: '#a1e4f2', dark: '#4ecde6', contrastText: ON_LIGHT },
        success: { main: '#81c995', light: '#a8dab5', dark: '#5bb974', contrastText: ON_LIGHT },
        background: { default: '#121212', paper: '#1c1d20' },
      },
      // Flat surfaces instead of MUI's white gradient per elevation: a gradient background is one that axe cannot
      // measure, and the paper colour already sets cards apart from the page.
      overlays: Array<string>(25).fill('none') as Overlays,
    },
  },
  /** Breakpoints of spec part 1 section 9 (xs 0, sm 576, md 768, lg 992, xl 1200). */
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiCssBaseline: { styleOverrides: MOTION_OFF },
    // A visible keyboard focus on every control (issue 36): MUI's own is a faint tint. The control's text colour, so
    // that it shows on the page, on a card and in the bar; a filled button's is the page's primary colour; inside a
    // menu, a list or a tab row (which clip what overflows) the ring is drawn inside.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': INNER_RING } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': INNER_RING } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', '&.Mui-focusVisible': INNER_RING } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'none' },
        contained: { '&.Mui-focusVisible': { outlineColor: 'var(--mui-palette-primary-main)' } },
      },
    },
    MuiInputLabel: { styleOverrides: { outlined: LABEL_SETS_WIDTH } },
  },
} satisfies Parameters<typeof createTheme>[0];

let built: ReturnType<typeof createTheme> | undefined;

/**
 * The theme, built on first use (the first render) rather than when the entry module is evaluated: building both
 * schemes is the largest piece of that evaluation, one task that blocks a phone's main thread before anything paints.
 */
export function portalTheme() {
  built ??= createTheme(portalThemeOptions);
  return built;
}
