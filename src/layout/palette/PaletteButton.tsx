import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { loadPalette, openPalette, shortcutLabel } from './paletteEvents';

const prefetch = () => void loadPalette().catch(() => undefined);

/** The bar's search button: opens the command palette (also Ctrl+K / Cmd+K, anywhere). */
export function PaletteButton() {
  const translate = useTranslate();
  const label = translate('palette.shortcut', { keys: shortcutLabel() });
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={openPalette}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}
