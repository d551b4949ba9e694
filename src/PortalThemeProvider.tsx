import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { portalTheme } from './theme';
import { COLOR_MODE_KEY, colorModeStorage } from './colorMode';

/**
 * The portal's one colour-scheme provider, around public pages and react-admin alike (<Admin>'s own provider nests
 * in it and follows its mode): the system's scheme until the customer picks one, kept under the portal's key.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={portalTheme()}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_KEY}
      storageManager={colorModeStorage}
      // The mode is read from storage in the first render (the entry module already set the class).
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
