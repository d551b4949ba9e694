import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useLocales, useTranslate } from 'ra-core';

/** English / Français: stored in the portal's store, so it survives reloads and sign-in. */
export function LanguageSwitch({ color = 'default' }: { color?: 'default' | 'inverse' }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const inverse = color === 'inverse';
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': translate('common.language.label') },
        input: { disableUnderline: inverse },
      }}
      sx={inverse ? { '& .MuiInputBase-root, & .MuiSvgIcon-root': { color: 'inherit' } } : undefined}
    >
      {locales.map(({ locale: value, name }) => (
        <MenuItem key={value} value={value} lang={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
