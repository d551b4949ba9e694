import { useMediaQuery, type Theme } from '@mui/material';

const isPhone = (theme: Theme) => theme.breakpoints.down('sm');

/** Below `sm` (576 px): where lists and tables read as cards. Known at the first render (no flash of the table). */
export function usePhone(): boolean {
  return useMediaQuery(isPhone, { noSsr: true });
}
