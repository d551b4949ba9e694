import { beforeAll, describe, expect, it } from 'vitest';
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
import { group, serveLookups } from './didGroupFixtures';

function serveList(status = 200) {
  const requests: URLSearchParams[] = [];
  serveLookups();
  server.use(
    // The generated list's formats read the customer's currency.
    http.get(api('customer/me'), () => HttpResponse.json(demoMe)),
    http.get(api('customer/capacity/did-groups'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ detail: 'x' }, { status });
      return HttpResponse.json({
        results: [group(1, { name: 'Default', is_default: true }), group(5, { name: 'Sales' })],
        count: 2,
      });
    }),
  );
  return requests;
}

function show() {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(
    <>
      {routeScreen(PATHS.didGroups.list)}
      <NotificationProbe />
    </>,
    {
      url: '/capacity/did-groups/existing',
      routes: { '/capacity/did-groups/new': <LocationProbe />, '/capacity/did-groups/:id/edit': <LocationProbe /> },
    },
  );
  return user;
}

// The route's chunks (the generated view and its parts), transformed once before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([
    import('@/src/console/views/ResourceList'),
    import('@/resources/did-groups/list/GroupCountryFilter'),
    import('@/resources/did-groups/list/GroupPlanFilter'),
  ]);
}, 60000);

describe('DidGroupList', () => {
  it('shows My DID-Groups with the columns name, country, plan, shared channels and an Edit link', async () => {
    serveList();
    const user = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'My DID-Groups' })).toBeInTheDocument();
    const row = (await screen.findByText('Sales')).closest('tr')!;
    for (const header of ['Name', 'Country', 'Plan', 'Shared channels']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Germany')).toBeInTheDocument();
    expect(within(row).getByText('Berlin Capacity')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Edit Sales' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/5/edit');
  });

  it('filters by country, plan, type and name', async () => {
    const requests = serveList();
    const user = show();
    await screen.findByText('Sales');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Mobile Capacity' }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sal');
    await waitFor(
      () => {
        const last = requests.at(-1)!;
        expect([last.get('country'), last.get('plan'), last.get('type'), last.get('name')]).toEqual([
          '1',
          '11',
          '2',
          'Sal',
        ]);
      },
      { timeout: 10000 },
    );
  });

  it('Add DID-Group goes to the new-group screen', async () => {
    serveList();
    const user = show();
    await user.click(await screen.findByRole('link', { name: 'Add DID-Group' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/new');
  });

  it('shows a group on a phone: the name, country and plan, shared channels; Edit', async () => {
    serveList();
    setViewportWidth(375);
    show();
    const card = (await screen.findAllByRole('listitem')).find((item) => item.textContent?.includes('Sales'))!;
    expect(card).toHaveTextContent('Germany, Berlin Capacity');
    expect(card).toHaveTextContent('Shared channels: 5');
    expect(within(card).getByRole('link', { name: 'Edit Sales' })).toHaveAttribute(
      'href',
      '/capacity/did-groups/5/edit',
    );
  });
});
