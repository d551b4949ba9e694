import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { PATHS } from '@/src/paths';

/** "Customer Portal", leading home. */
export function Brand() {
  const translate = useTranslate();
  return (
    <MuiLink
      component={Link}
      to={PATHS.home}
      color="inherit"
      underline="none"
      variant="h6"
      sx={{
        fontWeight: 700,
        whiteSpace: 'nowrap',
        // On the narrowest screens the bar's icons (search, cart, menu) keep their place and the name gives way.
        display: 'block',
        flex: '0 1 auto',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
      }}
    >
      {translate('shell.brand')}
    </MuiLink>
  );
}
