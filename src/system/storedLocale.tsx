/**
 * The language kept in the portal's store, for what loads before react-admin's `<Admin>`: the public pages' translator
 * and the language switch. The same `locale` item that react-admin's own `useLocaleState` and translator follow, read
 * without ra-core's `useStore`, which brings lodash's deep equality (about 4 kB gzip) into the sign-in page's load.
 */
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, useStoreContext, type I18nProvider, type Store } from 'ra-core';

const KEY = 'locale';

/**
 * The store with a language in it from the start (the translators' own, English, until the customer chooses one).
 * ra-core's translator context inside the console renders nothing on its first render unless the stored language is
 * its translator's, and then the whole console in one render that React may not split: a phone's longest task.
 */
export function withStoredLocale(store: Store, locale: string): Store {
  if (store.getItem(KEY) === undefined) store.setItem(KEY, locale);
  return store;
}

/**
 * Starts switching the console's translator to the stored language, so that it has switched (its catalogue has
 * arrived) by the time the console renders, for the same reason.
 */
export function preloadStoredLocale(store: Store, i18nProvider: I18nProvider): void {
  const wanted = store.getItem<string>(KEY);
  if (wanted && wanted !== i18nProvider.getLocale())
    void Promise.resolve(i18nProvider.changeLocale(wanted)).catch(() => undefined);
}

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
        // Everything below renders again: in a transition, which React splits into short tasks.
        startTransition(() => {
          setGeneration((count) => count + 1);
          setInitialized(true);
        });
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
