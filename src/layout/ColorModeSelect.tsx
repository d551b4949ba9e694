import { NativeSelect } from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { COLOR_MODES, type ColorMode } from '@/src/colorMode';

/** System, Light or Dark theme in the phone's menu: a native select, like the language's next to it. */
export function ColorModeSelect() {
  const translate = useTranslate();
  const { mode, setMode } = useColorScheme();
  return (
    <NativeSelect
      value={mode ?? 'system'}
      onChange={(event) => setMode(event.target.value as ColorMode)}
      inputProps={{ 'aria-label': translate('shell.theme.label') }}
      sx={{ fontSize: '0.875rem', '& option': { color: 'text.primary', bgcolor: 'background.paper' } }}
    >
      {COLOR_MODES.map((value) => (
        <option key={value} value={value}>
          {translate(`shell.theme.${value}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
