import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useHeadingFocusOnRouteChange } from '@/src/components/headingFocus';
import LoadingScreen from '@/src/pages/system/LoadingScreen';
import { Footer } from './Footer';
import { HijackBanner } from './HijackBanner';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PaletteHost } from './palette/PaletteHost';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { VersionModal } from './VersionModal';

/** react-admin's layout for the portal: bar, hijack banner, content, footer; no sidebar. */
export default function PortalLayout({ children }: { children?: ReactNode }) {
  useHeadingFocusOnRouteChange();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink targetId="main" />
      <TopBar />
      <HijackBanner />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        // At least a screen high: the footer starts below the fold, so a page whose content arrives late never
        // pushes a visible footer down (a layout shift).
        sx={{
          flexGrow: 1,
          minHeight: '100vh',
          width: '100%',
          maxWidth: 1400,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: 3,
          outline: 'none',
        }}
      >
        <PageErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
      <VersionModal />
      <PaletteHost />
    </Box>
  );
}
