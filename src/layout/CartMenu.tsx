import { Badge, IconButton } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useTranslate } from 'ra-core';
import type { Permissions } from '@/providers/types';
import { NAVIGATION, visibleLinks } from './navigation';
import { NavDropdown } from './NavDropdown';
import { useCartCount } from './useCartCount';

const CART = NAVIGATION.find((section) => section.key === 'cart');

/** The cart icon of the bar: a badge with the number of checkout items, and the Checkout / Cancel menu. */
export function CartMenu({ permissions, active }: { permissions: Permissions | undefined; active: boolean }) {
  const translate = useTranslate();
  const count = useCartCount();
  if (!CART) return null;
  const links = visibleLinks(CART, permissions).map((link) => ({
    key: link.key,
    path: link.path,
    label: translate(`shell.nav.links.${link.key}`),
  }));
  return (
    <NavDropdown
      label={translate('shell.nav.sections.cart')}
      links={links}
      renderTrigger={(props) => (
        <IconButton
          {...props}
          color="inherit"
          aria-label={translate('shell.nav.cart', { count })}
          aria-current={active ? 'true' : undefined}
          sx={{
            '&.Mui-focusVisible': { outline: '2px solid currentColor' },
            ...(active && { bgcolor: 'rgba(255,255,255,0.16)' }),
          }}
        >
          <Badge badgeContent={count} color="secondary">
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      )}
    />
  );
}
