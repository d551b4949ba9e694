import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, localStorageStore, memoryStore } from 'react-admin';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { derivePermissions } from '@/providers/permissions';
import { PortalThemeProvider } from '@/src/PortalThemeProvider';
import { COLOR_MODE_KEY, applyStoredColorScheme } from '@/src/colorMode';
import { NavSectionItem } from '@/src/layout/NavSectionItem';
import { ColorModeSelect } from '@/src/layout/ColorModeSelect';
import { NAVIGATION } from '@/src/layout/navigation';
import { demoMe } from '@/tests/support/shellFixtures';

const SETTINGS = NAVIGATION.find((section) => section.key === 'settings')!;
const html = document.documentElement;

/** A system that prefers `scheme` (jsdom has no matchMedia of its own; setup-dom puts it back). */
function preferScheme(scheme: 'light' | 'dark') {
  window.matchMedia = (query: string) => ({
    matches: query.includes(`prefers-color-scheme: ${scheme}`),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/** The user menu as the bar shows it: inside the portal's colour-scheme provider and react-admin's contexts (with its router). */
function renderUserMenu() {
  return render(
    <PortalThemeProvider>
      <CoreAdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <NavSectionItem section={SETTINGS} permissions={derivePermissions(demoMe)} active={false} label="demo" />
        <ColorModeSelect />
      </CoreAdminContext>
    </PortalThemeProvider>,
  );
}

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'User settings menu' }));
  return screen.findByRole('menu', { name: 'User settings' });
}

const checked = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitemradio')
    .filter((item) => item.getAttribute('aria-checked') === 'true')
    .map((item) => item.textContent);

describe('the theme choice of the user menu', () => {
  beforeEach(() => html.classList.remove('light', 'dark'));
  afterEach(() => html.classList.remove('light', 'dark'));

  it('follows the system until a choice is made: System is checked and the scheme is the system’s', async () => {
    preferScheme('dark');
    renderUserMenu();
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['System theme', 'Light theme', 'Dark theme']);
    expect(checked(menu)).toEqual(['System theme']);
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBeNull();
  });

  it('switches to Light and Dark and remembers the choice under the portal’s key', async () => {
    preferScheme('dark');
    const { unmount } = renderUserMenu();
    let menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light theme' }));
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(checked(menu)).toEqual(['Light theme']);
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('light');

    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark theme' }));
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    // The phone's select shows the same mode.
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');

    // A new page on a light system: the entry module applies the stored choice before the first render.
    unmount();
    html.classList.remove('dark');
    preferScheme('light');
    applyStoredColorScheme();
    expect(html).toHaveClass('dark');
    renderUserMenu();
    menu = await openUserMenu();
    expect(checked(menu)).toEqual(['Dark theme']);
    expect(html).toHaveClass('dark');

    // System again: the stored mode says so, and the light system's scheme shows.
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'System theme' }));
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('system');
    expect(html).toHaveClass('light');
  });

  it('is chosen on a phone through a native select', async () => {
    preferScheme('light');
    renderUserMenu();
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('system');
    await userEvent.selectOptions(select, 'Dark theme');
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
  });

  it('is a device preference: resetting react-admin’s store at sign-out keeps it', () => {
    localStorage.setItem(COLOR_MODE_KEY, 'dark');
    const store = localStorageStore(undefined, 'did-portal');
    store.setup();
    store.setItem('locale', 'fr');
    store.reset();
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(COLOR_MODE_KEY, 'sepia');
    preferScheme('light');
    applyStoredColorScheme();
    expect(html).toHaveClass('light');
  });
});
