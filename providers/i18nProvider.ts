/**
 * The portal's translators: English at once, French loaded lazily (in its own chunk) when chosen. The catalogues are
 * the app's (src/i18n/translators.ts hands them in): the public pages' few English messages, or the signed-in portal's
 * whole catalogue. Both follow the language kept in the store.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { setRequestLanguage } from './requestLanguage';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

function setPageLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The French catalogue, loaded when French is chosen. */
export type FrenchLoader = () => Promise<TranslationMessages>;

/** `english` may be a part of the catalogue: the public pages show none of react-admin's own (`ra.*`) messages. */
export function createI18nProvider(english: Partial<TranslationMessages>, loadFrench: FrenchLoader): I18nProvider {
  const provider = polyglotI18nProvider(
    (locale) => (locale === 'fr' ? loadFrench() : (english as TranslationMessages)),
    'en',
    LOCALES,
    { allowMissing: false },
  );
  return {
    ...provider,
    // The API answers its labels in the language from the moment it is chosen (the first calls of a French reader
    // included); a language that fails to load leaves the one in use.
    // The page's language follows too (WCAG 3.1.1): a screen reader reads French with French pronunciation.
    changeLocale: (locale, options) => {
      setRequestLanguage(locale);
      return Promise.resolve(provider.changeLocale(locale, options)).then(
        () => setPageLanguage(locale),
        (error: unknown) => {
          setRequestLanguage(provider.getLocale());
          throw error;
        },
      );
    },
  };
}
