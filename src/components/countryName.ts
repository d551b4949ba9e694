/**
 * Country names in the portal's language: the one formatter of every country name a user reads (tables, cards, selects,
 * filters, details, the dashboard's snapshot). Where the ISO code of the country is known (given, or found from the
 * server's English name) the browser's `Intl.DisplayNames` names it in the language; otherwise the server's name shows.
 */
import { useCallback, useMemo } from 'react';
import { useLocaleState } from 'ra-core';

const CODES = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));

let byEnglishName: Map<string, string> | undefined;

const hasDisplayNames = () => typeof Intl !== 'undefined' && typeof Intl.DisplayNames === 'function';

/** The ISO 3166 code of a country from its English name (the API's), or undefined when it names none. */
export function countryIso(name: string): string | undefined {
  if (!hasDisplayNames()) return undefined;
  if (!byEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    byEnglishName = new Map();
    for (const code of CODES) {
      const known = english.of(code);
      // The first code of a name wins: GB before its alias UK.
      if (known && !byEnglishName.has(known.toLowerCase())) byEnglishName.set(known.toLowerCase(), code);
    }
  }
  return byEnglishName.get(name.trim().toLowerCase());
}

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  let found = namers.get(locale);
  if (found === undefined) {
    try {
      found = hasDisplayNames() ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }) : null;
    } catch {
      found = null;
    }
    namers.set(locale, found);
  }
  return found;
}

/** `name` (the server's) in `locale`; `iso` when the answer carries it. Empty for no country. */
export function countryName(name: string | null | undefined, locale: string, iso?: string | null): string {
  const server = name ?? '';
  const code = iso?.trim().toUpperCase() || (server ? countryIso(server) : undefined);
  if (!code) return server;
  try {
    return namer(locale)?.of(code) ?? server;
  } catch {
    return server;
  }
}

/** `countryName` in the portal's current language. */
export function useCountryName(): (name: string | null | undefined, iso?: string | null) => string {
  const [locale] = useLocaleState();
  return useCallback((name, iso) => countryName(name, locale, iso), [locale]);
}

/** Select options of countries: named in the language and sorted in its order. */
export function useCountryOptions<T extends { name: string }>(options: readonly T[] | undefined): T[] {
  const [locale] = useLocaleState();
  return useMemo(
    () =>
      (options ?? [])
        .map((option) => ({ ...option, name: countryName(option.name, locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [options, locale],
  );
}
