import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import type { Permissions } from '@/providers/types';
import { firstLink, visibleLinks, type NavSection } from './navigation';
import { useMissingExtensions } from './useMissingExtensions';

interface Props {
  section: NavSection;
  permissions: Permissions | undefined;
  label?: string;
  onNavigate: () => void;
}

/** A section of the drawer: its link, then its sub-links nested under it (all always reachable). */
export function MobileSection({ section, permissions, label, onNavigate }: Props) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const missing = useMissingExtensions();
  const links = visibleLinks(section, permissions, missing);
  if (links.length === 0) return null;
  const text = label ?? translate(`shell.nav.sections.${section.key}`);
  const target = firstLink(section, permissions, missing) ?? section.base;

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={Link}
        to={target}
        onClick={onNavigate}
        aria-current={pathname === target ? 'page' : undefined}
      >
        <ListItemText primary={text} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
      </ListItemButton>
      {links.length > 1 && (
        <List dense disablePadding aria-label={text}>
          {links.map((link) => (
            <ListItem key={link.key} disablePadding>
              <ListItemButton
                component={Link}
                to={link.path}
                onClick={onNavigate}
                selected={pathname === link.path}
                aria-current={pathname === link.path ? 'page' : undefined}
                sx={{ pl: 4 }}
              >
                <ListItemText primary={translate(`shell.nav.links.${link.key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </ListItem>
  );
}
