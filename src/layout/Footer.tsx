import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '@/src/components/visuallyHidden';

/** Copyright, Sitemap, the privacy policy (new tab) and the running version (spec part 1 section 1). */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: { xs: 2, md: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, md: 3 },
        alignItems: 'baseline',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2">{translate('shell.footer.copyright')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
        <Typography variant="body2">{translate('shell.footer.sitemap')}</Typography>
        <Link href="/privacy-policy.pdf" target="_blank" rel="noopener noreferrer" variant="body2">
          {translate('shell.footer.privacy')}
          <Box component="span" sx={visuallyHidden}>
            {` ${translate('shell.footer.opensInNewTab')}`}
          </Box>
        </Link>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {translate('shell.footer.version', { version: __APP_VERSION__ })}
        </Typography>
      </Box>
    </Box>
  );
}
