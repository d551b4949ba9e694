/** The language kept in the store, outside react-admin's `<Admin>`: the public pages' translator and the switch. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreContextProvider, localStorageStore, memoryStore, useTranslate } from 'ra-core';
import { createI18nProvider } from '@/providers/i18nProvider';
import { loadFrench } from '@/src/i18n/loadFrench';
import publicMessages from '@/src/i18n/enPublic';
import { LanguageSwitch } from '@/src/components/LanguageSwitch';
import { StoredLocaleI18nProvider, preloadStoredLocale, withStoredLocale } from '@/src/system/storedLocale';

function Title() {
  const translate = useTranslate();
  return <h1>{translate('auth.login.title')}</h1>;
}

function renderPublic(stored: Record<string, unknown> = {}) {
  const store = memoryStore(stored);
  render(
    <StoreContextProvider value={store}>
      <StoredLocaleI18nProvider value={createI18nProvider(publicMessages, loadFrench)}>
        <Title />
        <LanguageSwitch />
      </StoredLocaleI18nProvider>
    </StoreContextProvider>,
  );
  return store;
}

describe('the stored language outside the portal', () => {
  it('shows English when nothing is stored, and the switch offers both languages on English', () => {
    renderPublic();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Français']);
  });

  it('opens in the stored French without showing English first', async () => {
    renderPublic({ locale: 'fr' });
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  it('switches language from the switch and keeps the choice in the store', async () => {
    const user = userEvent.setup();
    const store = renderPublic();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(store.getItem('locale')).toBe('fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(store.getItem('locale')).toBe('en');
  });
});

describe("the console's translator, ready before the console renders", () => {
  it("a store without a language gets the translators' own; a chosen one is kept", () => {
    // The portal's store, as App makes it (memoryStore keeps what is set before its setup for later).
    localStorage.clear();
    expect(withStoredLocale(localStorageStore(undefined, 'portal-test'), 'en').getItem('locale')).toBe('en');
    localStorage.setItem('RaStoreportal-test.locale', '"fr"');
    expect(withStoredLocale(localStorageStore(undefined, 'portal-test'), 'en').getItem('locale')).toBe('fr');
    localStorage.clear();
  });

  it('switches the translator to the stored language ahead of time, and leaves it on its own', async () => {
    const translator = createI18nProvider(publicMessages, loadFrench);
    preloadStoredLocale(memoryStore({ locale: 'en' }), translator);
    expect(translator.getLocale()).toBe('en');
    preloadStoredLocale(memoryStore({ locale: 'fr' }), translator);
    await vi.waitFor(() => expect(translator.getLocale()).toBe('fr'));
    expect(translator.translate('auth.login.title')).toBe('Connexion');
  });
});
