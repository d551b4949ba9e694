/**
 * The customer's colour scheme: the system's (prefers-color-scheme) until they pick Light, Dark or System in the
 * user menu. The choice is a preference of the device, not customer data: it lives under its own localStorage key,
 * outside react-admin's store, so it survives sign-out (forgetSession resets the store only).
 *
 * This module is tiny and free of MUI on purpose: the entry module applies the stored choice before React's first
 * render (the page's CSP allows no inline script, so MUI's InitColorSchemeScript cannot be used), and index.html's
 * `color-scheme` meta paints the page in the system's scheme before any script has run.
 */
import type { ThemeProviderProps } from '@mui/material/styles';

type StorageManager = NonNullable<ThemeProviderProps['storageManager']>;

export type ColorMode = 'light' | 'dark' | 'system';
export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];

export const COLOR_MODE_KEY = 'did-portal.color-mode';

const isColorMode = (value: unknown): value is ColorMode => COLOR_MODES.includes(value as ColorMode);

function readStored(): ColorMode | undefined {
  try {
    const value = window.localStorage.getItem(COLOR_MODE_KEY);
    return isColorMode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const storedColorMode = (): ColorMode => readStored() ?? 'system';

/** The scheme a mode shows now. */
export function schemeOf(mode: ColorMode): 'light' | 'dark' {
  if (mode !== 'system') return mode;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Before the first render: the class the theme's CSS variables hang on (what MUI's provider sets afterwards). */
export function applyStoredColorScheme(root: HTMLElement = document.documentElement): void {
  const scheme = schemeOf(storedColorMode());
  root.classList.remove('light', 'dark');
  root.classList.add(scheme);
}

const noop = () => {};

/**
 * MUI's storage for the theme provider: the mode under the portal's key; the light and dark scheme names (one
 * each here) are not stored at all.
 */
export const colorModeStorage: StorageManager = ({ key }) => {
  if (key !== COLOR_MODE_KEY) return { get: (defaultValue) => defaultValue, set: noop, subscribe: () => noop };
  return {
    get: (defaultValue) => readStored() ?? defaultValue,
    set: (value) => {
      try {
        window.localStorage.setItem(COLOR_MODE_KEY, String(value));
      } catch {
        // Storage refused (private mode, quota): the choice lasts for this page only.
      }
    },
    // Another tab's choice follows here.
    subscribe: (handler) => {
      const listener = (event: StorageEvent) => {
        if (event.key === COLOR_MODE_KEY) handler(event.newValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
};
