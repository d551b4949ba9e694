/**
 * Issue 33 item 15: the portal's one http client asks the API for its labels in the portal's language
 * (Accept-Language), and the queries that show the server's labels are asked again when the language changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { http, setToken } from '@/providers/http';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { contactTypesQuery } from '@/providers/api/queries';
import { createQueryClient, followRequestLanguage } from '@/src/queryClient';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

/** The contact types as the sandbox words them, by the request's Accept-Language. */
function contactTypes(seen: (string | null)[]) {
  server.use(
    mswHttp.get(api('customer/contacts/types'), ({ request }) => {
      const language = request.headers.get('Accept-Language');
      seen.push(language);
      return HttpResponse.json([{ id: 1, name: language?.startsWith('fr') ? 'Technique' : 'Technical' }]);
    }),
  );
}

function FirstType() {
  const types = useQuery(contactTypesQuery);
  return <p>{types.data?.[0]?.name ?? '…'}</p>;
}

describe('Accept-Language', () => {
  it("is sent with every call, in the portal's language", async () => {
    setToken('session');
    const seen: (string | null)[] = [];
    contactTypes(seen);
    await http('customer/contacts/types');
    await i18nProvider.changeLocale('fr');
    await http('customer/contacts/types');
    expect(seen).toEqual(['en', 'fr']);
  });

  it('a change of language asks again for the labels on screen', async () => {
    setToken('session');
    contactTypes([]);
    const queryClient = createQueryClient();
    const stop = followRequestLanguage(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <FirstType />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Technical')).toBeInTheDocument();
    await i18nProvider.changeLocale('fr');
    expect(await screen.findByText('Technique')).toBeInTheDocument();
    stop();
  });
});
