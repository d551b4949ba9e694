/**
 * The language kept in the portal's store, for what loads before react-admin's `<Admin>`: the public pages' translator
 * and the language switch. The same `locale` item that react-admin's own `useLocaleState` and translator follow, read
 * without ra-core's `useStore`, which brings lodash's deep equality (about 4 kB gzip) into the sign-in page's load.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, useStoreContext, type I18nProvider } from 'ra-core';

const KEY = 'locale';

/** The stored choice, if any; renders again when it changes (here or in react-admin's own hooks). */
function useStoredChoice(): string | undefined {
  const store = useStoreContext();
  return useSyncExternalStore(
    (onChange) => store.subscribe(KEY, onChange),
    () => store.getItem<string>(KEY),
  );
}

/** `[locale, setLocale]`, as react-admin's `useLocaleState`: the stored choice, else the translator's language. */
export function useStoredLocale(): [string, (locale: string) => void] {
  const store = useStoreContext();
  const i18nProvider = useI18nProvider();
  const stored = useStoredChoice();
  return [stored ?? i18nProvider.getLocale(), (locale) => store.setItem(KEY, locale)];
}

/**
 * ra-core's `I18nContextProvider` for the pages outside `<Admin>`: gives `value` to the translation hooks and
 * switches it to the stored language, showing nothing until a language other than its own has arrived (no flash of
 * English before French).
 */
export function StoredLocaleI18nProvider({ value, children }: { value: I18nProvider; children: ReactNode }) {
  const wanted = useStoredChoice() ?? value.getLocale();
  const [initialized, setInitialized] = useState(() => wanted === value.getLocale());
  // Every translated string below renders again after a switch.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (wanted === value.getLocale()) return undefined;
    let current = true;
    Promise.resolve(value.changeLocale(wanted))
      // A language that fails to load leaves the current one.
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        setGeneration((count) => count + 1);
        setInitialized(true);
      });
    return () => {
      current = false;
    };
  }, [value, wanted]);

  return initialized ? (
    <I18nContext.Provider value={value} key={generation}>
      {children}
    </I18nContext.Provider>
  ) : null;
}
