import { NativeSelect } from '@mui/material';
import { useLocales, useTranslate } from 'ra-core';
import { useStoredLocale } from '@/src/system/storedLocale';

/**
 * English / Français: stored in the portal's store, so it survives reloads and sign-in. A native select: the phone's
 * own picker, and none of the menu, popover and modal code on the sign-in page's first load.
 */
export function LanguageSwitch({ color = 'default' }: { color?: 'default' | 'inverse' }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useStoredLocale();
  const inverse = color === 'inverse';
  return (
    <NativeSelect
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      disableUnderline={inverse}
      inputProps={{ 'aria-label': translate('common.language.label') }}
      sx={{
        fontSize: '0.875rem',
        ...(inverse && { color: 'inherit', '& .MuiSvgIcon-root': { color: 'inherit' } }),
        // The options open in the system's list, light in every browser: their text keeps the page's colour.
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      {locales.map(({ locale: value, name }) => (
        <option key={value} value={value} lang={value}>
          {name}
        </option>
      ))}
    </NativeSelect>
  );
}
