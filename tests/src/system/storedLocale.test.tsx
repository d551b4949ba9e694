/** The language kept in the store, outside react-admin's `<Admin>`: the public pages' translator and the switch. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreContextProvider, memoryStore, useTranslate } from 'ra-core';
import { createI18nProvider } from '../../../providers/i18nProvider';
import publicMessages from '../../../src/i18n/enPublic';
import { LanguageSwitch } from '../../../src/components/LanguageSwitch';
import { StoredLocaleI18nProvider } from '../../../src/system/storedLocale';

function Title() {
  const translate = useTranslate();
  return <h1>{translate('auth.login.title')}</h1>;
}

function renderPublic(stored: Record<string, unknown> = {}) {
  const store = memoryStore(stored);
  render(
    <StoreContextProvider value={store}>
      <StoredLocaleI18nProvider value={createI18nProvider(publicMessages)}>
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
