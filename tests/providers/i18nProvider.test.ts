import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';

describe('i18nProvider', () => {
  it('starts in English and offers English and French', () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ]);
  });

  it('loads French when chosen, and back', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });

  it('gives the page the chosen language, for screen readers (WCAG 3.1.1)', async () => {
    await i18nProvider.changeLocale('fr');
    expect(document.documentElement.lang).toBe('fr');
    await i18nProvider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
