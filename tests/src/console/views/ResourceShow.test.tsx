/**
 * The generated show page's options (issue 34, the order details page): rows only when the record has a value, the
 * sections wider than the card, the record's own answer rather than the list's row, and an answer without a record as
 * the not-found page. On the webhooks collection of the generated views' tests, declared with each option.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen, type RenderOptions } from '@/tests/support/render';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { setToken } from '@/providers/http';
import { defineResource } from '@/src/console/defineResource';
import { boolean, money } from '@/src/console/fields';
import { readyPart } from '@/src/console/lazyPart';
import type { DeclaredFields, ShowView } from '@/src/console/definition';
import { WEBHOOK_PATHS, webhookData, webhookMessages, webhooks } from '@/tests/src/console/webhooks.fixture';

const CALLS = {
  id: 1,
  url: 'https://hooks.example.com/calls',
  event: 'call',
  status: 'ok',
  active: true,
  deliveries: 1234,
  spend: '12.5',
  created: '2026-03-05T09:07:02Z',
};
const SMS = { ...CALLS, id: 2, url: 'https://hooks.example.com/sms', active: false, spend: ' ', deliveries: 3 };

beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json({ login: 'demo', currency: 'EUR', customer_type: 1 })),
    http.get(api('customer/webhooks/:id'), ({ params }) =>
      params.id === '1' ? HttpResponse.json(CALLS) : params.id === '2' ? HttpResponse.json(SMS) : undefined,
    ),
  );
});

/** The webhooks' show page, declared with these options (and these fields' own). */
function showWith(show: Partial<ShowView>, fields = {}) {
  const definition = defineResource()<DeclaredFields>({
    ...webhooks,
    fields: { ...webhooks.fields, ...fields },
    show: { path: WEBHOOK_PATHS.show, ...show },
    routes: [],
  });
  return definition.routes.find((route) => route.path === WEBHOOK_PATHS.show)!.component;
}

const render = (screenComponent: ReturnType<typeof showWith>, id: number, options: RenderOptions = {}) =>
  renderScreen(createElement(screenComponent), {
    url: `/settings/webhooks/${id}/details`,
    path: WEBHOOK_PATHS.show,
    dataProvider: webhookData,
    i18nProvider: webhookMessages,
    ...options,
  });

const card = (url: string) => screen.findByRole('region', { name: url });

describe('the generated show page: hideEmpty', () => {
  const hidingEmpty = showWith({}, { active: boolean({ hideEmpty: true }), spend: money({ hideEmpty: true }) });

  it('leaves out a row whose value is blank, or a flag that is off', async () => {
    render(hidingEmpty, 2);
    const shown = await card(SMS.url);
    expect(shown).toHaveTextContent('Deliveries');
    expect(shown).not.toHaveTextContent('Active');
    expect(shown).not.toHaveTextContent('Spend');
  });

  it('shows the row where the record has a value', async () => {
    render(hidingEmpty, 1);
    const shown = await card(CALLS.url);
    expect(shown).toHaveTextContent('ActiveYes');
    expect(shown).toHaveTextContent('Spend€12.50');
  });
});

describe('the generated show page: wide', () => {
  const Log = readyPart(() => <section aria-label="Delivery log">a table of many columns</section>);

  it('gives the sections the width of the page, the card keeping its own', async () => {
    render(showWith({ sections: [Log], wide: true }), 1);
    const shown = await card(CALLS.url);
    const log = screen.getByRole('region', { name: 'Delivery log' });
    expect(getComputedStyle(shown).maxWidth).toBe('640px');
    expect(getComputedStyle(log.parentElement!).maxWidth).not.toBe('640px');
  });

  it('without it, the sections are as narrow as the card', async () => {
    render(showWith({ sections: [Log] }), 1);
    await card(CALLS.url);
    const log = screen.getByRole('region', { name: 'Delivery log' });
    expect(getComputedStyle(log.parentElement!).maxWidth).toBe('640px');
  });
});

describe("the generated show page: the record's own answer", () => {
  it("waits for the record's own answer rather than showing the row the list left in the cache", async () => {
    let asked!: () => void;
    const request = new Promise<void>((resolve) => (asked = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('customer/webhooks/1'), async () => {
        asked();
        await answered;
        return HttpResponse.json(CALLS);
      }),
    );
    // What react-admin's list keeps of each of its rows (the list's answer carries fewer fields).
    const row = { id: 1, url: CALLS.url, event: 'call' };
    render(showWith({}), 1, {
      prepare: ({ queryClient }) => queryClient.setQueryData(['webhooks', 'getOne', { id: '1' }], row),
    });
    await request;
    expect(screen.queryByRole('region', { name: CALLS.url })).not.toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    answer();
    expect(await card(CALLS.url)).toHaveTextContent('1,234');
  });
});

describe('the generated show page: an answer without a record', () => {
  it('is the not-found page when the API answers null', async () => {
    server.use(http.get(api('customer/webhooks/1'), () => HttpResponse.json(null)));
    render(showWith({}), 1);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is the not-found page when the record has no id', async () => {
    server.use(http.get(api('customer/webhooks/1'), () => HttpResponse.json({ url: CALLS.url })));
    render(showWith({}), 1);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: CALLS.url })).not.toBeInTheDocument());
  });
});
