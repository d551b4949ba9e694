/**
 * Issue 33 item 15: country names follow the portal's language, through one formatter (Intl.DisplayNames where the
 * ISO code is known, else the server's name).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { renderScreen } from '@/tests/support/render';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { countryIso, countryName } from '@/src/components/countryName';
import { Place } from '@/src/components/CountryName';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { setToken } from '@/providers/http';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';

afterAll(async () => {
  // The translator is the portal's one: the next file starts in English.
  await i18nProvider.changeLocale('en');
});

describe('countryName', () => {
  it('names a country from its ISO code in the language', () => {
    expect(countryName('Netherlands', 'fr', 'NL')).toBe('Pays-Bas');
    expect(countryName('Germany', 'fr', 'de')).toBe('Allemagne');
    expect(countryName('Germany', 'en', 'DE')).toBe('Germany');
  });

  it("finds the ISO code from the server's English name when the answer gives none", () => {
    expect(countryIso('United Kingdom')).toBe('GB');
    expect(countryName('United States', 'fr')).toBe('États-Unis');
    expect(countryName('Belgium', 'fr')).toBe('Belgique');
  });

  it("falls back to the server's name when it names no country, and to nothing for none", () => {
    expect(countryName('International', 'fr')).toBe('International');
    expect(countryName(null, 'fr')).toBe('');
    expect(countryName('Spain', 'not a locale!')).toBe('Spain');
  });

  it('is what the screens show, in the portal’s language', async () => {
    setToken('session');
    server.use(
      http.get(api('customer/tickets/1/details'), () =>
        HttpResponse.json({
          id: 1,
          type: null,
          status: 'open',
          subject: 'No audio',
          created_at: '2026-03-05T09:07:02Z',
          updated_at: '2026-03-05T09:07:02Z',
          description: 'Silence',
          author: 'Demo',
          dids: [],
          country: { value: 1, name: 'Netherlands' },
          comments: [],
          attachments: [],
        }),
      ),
    );
    renderScreen(
      <>
        {routeScreen(PATHS.tickets.details)}
        <p data-testid="place">
          <Place before={['Amsterdam']} country="Netherlands" />
        </p>
      </>,
      { url: '/tickets/details/1', path: PATHS.tickets.details, store: memoryStore({ locale: 'fr' }) },
    );
    expect(await screen.findByText('Pays-Bas')).toBeInTheDocument();
    expect(screen.getByTestId('place')).toHaveTextContent('Amsterdam, Pays-Bas');
  });
});
