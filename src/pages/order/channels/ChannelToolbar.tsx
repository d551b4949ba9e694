/** The page's buttons: links to the checkout screens and between ordering and cancelling. */
import { Link } from 'react-router-dom';
import { Button, TopToolbar } from 'react-admin';

export interface ToolbarLink {
  /** i18n key. */
  label: string;
  to: string;
  primary?: boolean;
}

export function ChannelToolbar({ links }: { links: ToolbarLink[] }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} label={link.label} variant={link.primary ? 'contained' : 'outlined'} />
      ))}
    </TopToolbar>
  );
}
