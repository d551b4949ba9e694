/**
 * The language the API is asked to answer in (`Accept-Language` of every call): the portal's, set by its translators
 * when the language changes (i18nProvider.ts). Who shows the server's labels listens, to ask for them again.
 */
let current = 'en';
const listeners = new Set<(language: string) => void>();

export const requestLanguage = (): string => current;

export function setRequestLanguage(language: string): void {
  if (!language || language === current) return;
  current = language;
  for (const listener of listeners) listener(language);
}

export function onRequestLanguageChange(listener: (language: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
