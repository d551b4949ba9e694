/**
 * The page's buttons: links to the checkout screens and between ordering and cancelling. MUI buttons,
 * not react-admin's, whose label disappears on small screens (these buttons have no icon to fall back on).
 */
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { TopToolbar } from 'react-admin';
import { useTranslate } from 'ra-core';

export interface ToolbarLink {
  /** i18n key. */
  label: string;
  to: string;
  primary?: boolean;
}

export function ChannelToolbar({ links }: { links: ToolbarLink[] }) {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1, alignItems: 'center' }}>
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="small"
          variant={link.primary ? 'contained' : 'outlined'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(link.label)}
        </Button>
      ))}
    </TopToolbar>
  );
}
