import { useState } from 'react';
import { Box, Divider, Drawer, IconButton, List, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'ra-core';
import { userLabel } from '@/providers/permissions';
import type { CurrentUser, Permissions } from '@/providers/types';
import { LanguageSwitch } from '@/src/components/LanguageSwitch';
import { BalanceSummary } from './BalanceSummary';
import { ColorModeSelect } from './ColorModeSelect';
import { MobileSection } from './MobileSection';
import { NAVIGATION } from './navigation';
import { useCartCount } from './useCartCount';

interface Props {
  me: CurrentUser | undefined;
  permissions: Permissions | undefined;
}

/** Below 768 px: a menu button opening a drawer with every permitted section and sub-link. */
export function MobileMenu({ me, permissions }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const cartCount = useCartCount();
  const close = () => setOpen(false);

  const labelOf = (key: string) => {
    if (key === 'settings' && me) return userLabel(me);
    if (key === 'cart') return translate('shell.nav.cart', { count: cartCount });
    return undefined;
  };

  return (
    <>
      <IconButton color="inherit" edge="end" aria-label={translate('shell.nav.openMenu')} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { 'aria-label': translate('shell.nav.menu'), sx: { width: 'min(320px, 90vw)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {translate('shell.brand')}
          </Typography>
          <IconButton aria-label={translate('shell.nav.closeMenu')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {permissions?.isPrepaid && <BalanceSummary onNavigate={close} />}
          <LanguageSwitch />
          <ColorModeSelect />
        </Box>
        <Divider />
        <Box component="nav" aria-label={translate('shell.nav.label')}>
          <List dense>
            {NAVIGATION.map((section) => (
              <MobileSection
                key={section.key}
                section={section}
                permissions={permissions}
                label={labelOf(section.key)}
                onNavigate={close}
              />
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
