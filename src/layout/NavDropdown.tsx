import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Box, ClickAwayListener, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useDropdown } from './useDropdown';

export interface DropdownLink {
  key: string;
  label: string;
  path: string;
}

/** What the element that opens the menu must carry (a focusable button). */
export interface TriggerProps {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

interface Props {
  /** Accessible name of the menu. */
  label: string;
  links: DropdownLink[];
  /** The section link shown before the trigger; ArrowDown on it opens the menu too. */
  renderLead?: (onKeyDown: (event: KeyboardEvent<HTMLElement>) => void) => ReactNode;
  renderTrigger: (props: TriggerProps) => ReactNode;
  /** Menu items after the links (the user menu's theme choice). */
  children?: ReactNode;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** A bar section's dropdown: opens on hover, click and keyboard; closes 300 ms after the pointer leaves. */
export function NavDropdown({ label, links, renderLead, renderTrigger, children }: Props) {
  const menuId = useId();
  // State rather than a ref: the Popper reads the element while rendering.
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const isPointerInside = useCallback(() => Boolean(anchor?.matches(':hover')), [anchor]);
  const { open, focusFirst, openMenu, close, scheduleClose, cancelClose } = useDropdown(isPointerInside);
  const { pathname } = useLocation();

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    openMenu(true);
  };
  const onLeadKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openMenu(true);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Menu events bubble (through the portal) to the section: keep them here.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      trigger.current?.focus();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <Box
      ref={setAnchor}
      sx={{ display: 'flex', alignItems: 'center' }}
      onMouseEnter={() => openMenu()}
      onMouseLeave={scheduleClose}
    >
      {renderLead?.(onLeadKeyDown)}
      {renderTrigger({
        ref: trigger,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        // A menu opened by hover stays open on click (the pointer is already on it); one opened on purpose toggles.
        onClick: () => (open && focusFirst ? close() : openMenu(true)),
        onKeyDown: onTriggerKeyDown,
      })}
      <Popper
        open={open}
        anchorEl={anchor}
        placement="bottom-start"
        // Kept inside the bar's landmark, and inside the hover area of the section.
        disablePortal
        // Out of the flow from its first paint: in flow it would push the bar's items under the pointer.
        sx={(theme) => ({ position: 'absolute', top: 0, left: 0, zIndex: theme.zIndex.appBar + 1 })}
      >
        <Paper elevation={4} onMouseEnter={cancelClose} onMouseLeave={scheduleClose}>
          <ClickAwayListener
            onClickAway={(event) => {
              if (!anchor?.contains(event.target as Node)) close();
            }}
          >
            <MenuList id={menuId} aria-label={label} autoFocusItem={open && focusFirst} onKeyDown={onMenuKeyDown}>
              {links.map((link) => (
                <MenuItem
                  key={link.key}
                  component={Link}
                  to={link.path}
                  selected={pathname === link.path}
                  aria-current={pathname === link.path ? 'page' : undefined}
                  onClick={close}
                >
                  {link.label}
                </MenuItem>
              ))}
              {children}
            </MenuList>
          </ClickAwayListener>
        </Paper>
      </Popper>
    </Box>
  );
}
