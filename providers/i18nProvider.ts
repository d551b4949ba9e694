/** English at once; French loaded lazily in its own chunk when chosen. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../src/i18n/en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('../src/i18n/fr').then((module) => module.default) : en),
  'en',
  LOCALES,
  { allowMissing: false },
);
