import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { demoMe, setViewportWidth } from '@/tests/support/shellFixtures';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts } from '@/tests/support/toasts';
import { memoryStore } from 'react-admin';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { trunkRow } from './trunkFixtures';

function show(locale?: 'fr') {
  setToken('session');
  // The generated list's formats read the customer's currency.
  server.use(http.get(api('customer/me'), () => HttpResponse.json(demoMe)));
  const user = userEvent.setup();
  renderScreen(
    <>
      {routeScreen(PATHS.capacity.trunks)}
      <NotificationProbe />
    </>,
    {
      url: '/capacity/trunks',
      routes: { '/capacity/trunks/:id/edit': <LocationProbe /> },
      ...(locale ? { store: memoryStore({ locale }) } : {}),
    },
  );
  return user;
}

function serveList() {
  const created: unknown[] = [];
  server.use(
    http.get(api('customer/trunks'), () =>
      HttpResponse.json({
        results: [trunkRow(1), trunkRow(2, { name: 'Out', type: { id: 2, name: 'Outbound' }, prefix: null })],
        count: 2,
      }),
    ),
    http.post(api('customer/trunks'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      created.push(body);
      if (body.name === 'Taken')
        return HttpResponse.json({ name: ['A trunk with this name already exists.'] }, { status: 400 });
      return HttpResponse.json(trunkRow(3, { name: body.name }), { status: 201 });
    }),
  );
  return created;
}

// The route's chunks (the generated view and its parts), transformed once before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([import('@/src/console/views/ResourceList'), import('@/resources/trunks/list/TrunkIntro')]);
}, 60000);

// The French test leaves the portal's language as it found it: the files of a worker share the i18n provider.
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('TrunkList', () => {
  it('shows the trunk manager with its columns, the support e-mail text and an Edit link per trunk', async () => {
    serveList();
    const user = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trunk manager' })).toBeInTheDocument();
    const row = (await screen.findByText('Trunk 1')).closest('tr')!;
    for (const header of ['Name', 'Channels', 'Prefix', 'Number of DIDs', 'Type', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('30')).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.1')).toBeInTheDocument();
    expect(within(row).getByText('Inbound')).toBeInTheDocument();
    expect(screen.getByText(/Extra channels can be requested by e-mailing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await user.click(within(row).getByRole('link', { name: 'Edit Trunk 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/trunks/1/edit');
  });

  it('New reveals the Create new trunk form; name and type are required; the prefix shows an IP-like placeholder', async () => {
    const created = serveList();
    const user = show();
    await screen.findByText('Trunk 1');
    expect(screen.queryByRole('heading', { name: 'Create new trunk' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New' }));
    const form = screen.getByRole('region', { name: 'Create new trunk' });
    expect(within(form).getByRole('textbox', { name: 'Prefix' })).toHaveAttribute('placeholder', '192.168.0.1');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(created).toHaveLength(0);
  });

  it('creates a trunk (toast 2.5 s) and keeps the form as typed with the server error', async () => {
    const created = serveList();
    const user = show();
    await screen.findByText('Trunk 1');
    await user.click(screen.getByRole('button', { name: 'New' }));
    const form = screen.getByRole('region', { name: 'Create new trunk' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Taken');
    await user.click(within(form).getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Outbound' }));
    await user.type(within(form).getByRole('textbox', { name: 'Prefix' }), '10.1.1.1');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('A trunk with this name already exists.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Taken');
    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Edge');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts().map((t) => t.textContent)).toContain('Trunk created.'));
    expect(toasts().at(-1)).toHaveAttribute('data-duration', '2500');
    expect(created.at(-1)).toEqual({ name: 'Edge', type_id: 2, prefix: '10.1.1.1' });
  });

  it('shows a trunk on a phone: the name and type, channels, prefix, numbers; Edit', async () => {
    server.use(
      http.get(api('customer/trunks'), () =>
        HttpResponse.json({
          results: [trunkRow(2, { name: 'Amsterdam SBC', prefix: '192.0.2.10', amount_dids: 157 })],
          count: 1,
        }),
      ),
    );
    setViewportWidth(375);
    show();
    const card = await screen.findByRole('listitem');
    await waitFor(() => expect(card).toHaveTextContent('Amsterdam SBC'));
    expect(card).toHaveTextContent('Inbound');
    expect(card).toHaveTextContent('Channels: 30');
    expect(card).toHaveTextContent('Prefix: 192.0.2.10');
    expect(card).toHaveTextContent('Number of DIDs: 157');
    expect(within(card).getByRole('link', { name: 'Edit Amsterdam SBC' })).toHaveAttribute(
      'href',
      '/capacity/trunks/2/edit',
    );
  });

  it('names the trunk types in French, as the trunk form does (the API names them in English)', async () => {
    serveList();
    show('fr');
    const inbound = (await screen.findByText('Trunk 1')).closest('tr')!;
    const outbound = screen.getByText('Out').closest('tr')!;
    expect(within(inbound).getByText('Entrant')).toBeInTheDocument();
    expect(within(outbound).getByText('Sortant')).toBeInTheDocument();
    expect(inbound).not.toHaveTextContent('Inbound');
  });
});
