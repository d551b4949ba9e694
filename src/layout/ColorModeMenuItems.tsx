import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'ra-core';
import { COLOR_MODES } from '@/src/colorMode';

/**
 * System, Light and Dark theme in the user menu (radio items: the current one is checked). The choice switches the
 * class of <html> (CSS variables): nothing re-renders but this menu; it is remembered on the device (colorMode.ts).
 */
export function ColorModeMenuItems() {
  const translate = useTranslate();
  const { mode, setMode } = useColorScheme();
  return (
    <>
      <Divider component="li" />
      {COLOR_MODES.map((value) => {
        const checked = (mode ?? 'system') === value;
        return (
          <MenuItem key={value} role="menuitemradio" aria-checked={checked} onClick={() => setMode(value)}>
            <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`shell.theme.${value}`)}</ListItemText>
          </MenuItem>
        );
      })}
    </>
  );
}
