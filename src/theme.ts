import { createTheme } from '@mui/material/styles';

/** Breakpoints of spec part 1 section 9 (xs 0, sm 576, md 768, lg 992, xl 1200). */
export const portalTheme = createTheme({
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  palette: {
    primary: { main: '#0b5394' },
    secondary: { main: '#00796b' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
});
