import { AppBar, Box, Toolbar, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { userLabel } from '@/providers/permissions';
import { LanguageSwitch } from '@/src/components/LanguageSwitch';
import { BalanceSummary } from './BalanceSummary';
import { Brand } from './Brand';
import { CartMenu } from './CartMenu';
import { MobileMenu } from './MobileMenu';
import { NAVIGATION, sectionForPath } from './navigation';
import { NavSectionItem } from './NavSectionItem';
import { PaletteButton } from './palette/PaletteButton';
import { ScrollToTop } from './ScrollToTop';
import { useBarScrollPadding } from './useBarScrollPadding';
import { useCurrentUser } from './useCurrentUser';

const MAIN_SECTIONS = NAVIGATION.filter((section) => section.key !== 'settings' && section.key !== 'cart');
const SETTINGS = NAVIGATION.find((section) => section.key === 'settings');

/**
 * The navigation bar: every permitted section, the user, balance, cart, and back to the top once scrolled; a drawer
 * below 768 px, where the balance and Top-up stand on a row of their own under the brand (issue 33) and the cart's
 * icon and count stay in the bar, as on a wide screen.
 */
export function TopBar() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { me, permissions } = useCurrentUser();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const current = sectionForPath(pathname)?.key;
  const bar = useBarScrollPadding();

  if (narrow) {
    return (
      <AppBar ref={bar} position="sticky" component="header">
        <Toolbar sx={{ gap: { xs: 0.25, sm: 1 } }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <ScrollToTop focusTargetId="main" />
          <PaletteButton />
          <CartMenu permissions={permissions} active={current === 'cart'} />
          <MobileMenu me={me} permissions={permissions} />
        </Toolbar>
        {permissions?.isPrepaid && (
          <Toolbar variant="dense" sx={{ minHeight: 40, pb: 0.5, justifyContent: 'flex-end' }}>
            <BalanceSummary inverse />
          </Toolbar>
        )}
      </AppBar>
    );
  }

  return (
    <AppBar ref={bar} position="sticky" component="header">
      <Toolbar variant="dense" sx={{ gap: 2, pt: 1 }}>
        <Brand />
        <Box sx={{ flexGrow: 1 }} />
        <ScrollToTop focusTargetId="main" />
        <PaletteButton />
        {permissions?.isPrepaid && <BalanceSummary inverse />}
        <LanguageSwitch color="inverse" />
        <CartMenu permissions={permissions} active={current === 'cart'} />
        {SETTINGS && me && (
          <NavSectionItem
            section={SETTINGS}
            permissions={permissions}
            active={current === 'settings'}
            label={userLabel(me)}
          />
        )}
      </Toolbar>
      <Box
        component="nav"
        aria-label={translate('shell.nav.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, px: 2, pb: 0.5 }}
      >
        {MAIN_SECTIONS.map((section) => (
          <NavSectionItem
            key={section.key}
            section={section}
            permissions={permissions}
            active={current === section.key}
          />
        ))}
      </Box>
    </AppBar>
  );
}
