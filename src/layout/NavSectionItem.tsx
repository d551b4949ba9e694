import { Button, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { Permissions } from '@/providers/types';
import { firstLink, visibleLinks, type NavSection } from './navigation';
import { NavDropdown } from './NavDropdown';
import { barButtonSx } from './navStyles';
import { ColorModeMenuItems } from './ColorModeMenuItems';
import { useMissingExtensions } from './useMissingExtensions';

interface Props {
  section: NavSection;
  permissions: Permissions | undefined;
  active: boolean;
  /** Shown instead of the section name (the user label for User settings). */
  label?: string;
}

/** One section of the bar: a plain link when it has one sub-link, else a link plus its dropdown. */
export function NavSectionItem({ section, permissions, active, label }: Props) {
  const translate = useTranslate();
  const missing = useMissingExtensions();
  const links = visibleLinks(section, permissions, missing);
  const sectionName = translate(`shell.nav.sections.${section.key}`);
  const text = label ?? sectionName;
  if (links.length === 0) return null;

  if (links.length === 1) {
    return (
      <Button component={Link} to={links[0].path} sx={barButtonSx(active)} aria-current={active ? 'true' : undefined}>
        {text}
      </Button>
    );
  }

  return (
    <NavDropdown
      label={sectionName}
      links={links.map((link) => ({ key: link.key, path: link.path, label: translate(`shell.nav.links.${link.key}`) }))}
      renderLead={(onKeyDown) => (
        <Button
          component={Link}
          to={firstLink(section, permissions, missing) ?? section.base}
          onKeyDown={onKeyDown}
          sx={{ ...barButtonSx(active), pr: 0.5, minWidth: 0 }}
          aria-current={active ? 'true' : undefined}
        >
          {text}
        </Button>
      )}
      renderTrigger={(props) => (
        <IconButton
          {...props}
          size="small"
          color="inherit"
          aria-label={translate('shell.nav.submenu', { section: sectionName })}
          sx={{ '&.Mui-focusVisible': { outline: '2px solid currentColor' } }}
        >
          <ExpandMoreIcon fontSize="small" />
        </IconButton>
      )}
    >
      {/* The user menu (User settings) also holds the theme choice. */}
      {section.key === 'settings' && <ColorModeMenuItems />}
    </NavDropdown>
  );
}
