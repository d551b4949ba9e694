import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { demoMe, setViewportWidth } from '@/tests/support/shellFixtures';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts } from '@/tests/support/toasts';
import { numberRow } from '@/tests/support/numberFixtures';

function StateProbe() {
  const location = useLocation();
  return (
    <>
      <LocationProbe />
      <div data-testid="state">{JSON.stringify(location.state)}</div>
    </>
  );
}

function show() {
  setToken('session');
  // The generated list's formats read the customer's currency.
  server.use(http.get(api('customer/me'), () => HttpResponse.json(demoMe)));
  const user = userEvent.setup();
  renderScreen(
    <>
      {routeScreen(PATHS.numbers.list)}
      <NotificationProbe />
    </>,
    {
      url: '/numbers/existing',
      routes: {
        '/cart/cancellation': <LocationProbe />,
        '/numbers/:id/details': <StateProbe />,
        '/tickets/create': <StateProbe />,
      },
    },
  );
  return user;
}

function serve(rows = [numberRow(1), numberRow(2, { profile: null, is_being_cancelled: true })]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api('customer/countries/for-select'), () =>
      HttpResponse.json([
        { value: 1, name: 'Netherlands' },
        { value: 2, name: 'Belgium' },
      ]),
    ),
    http.get(api('customer/countries/2/areas/for-select'), () => HttpResponse.json([{ value: 21, name: 'Brussels' }])),
    http.get(api('customer/countries/1/areas/for-select'), () => HttpResponse.json([{ value: 11, name: 'Amsterdam' }])),
    http.get(api('customer/dids'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({ results: rows, count: rows.length });
    }),
  );
  return requests;
}

// The route's chunks (the generated view and its parts), loaded once before the first test's clock starts.
beforeAll(() => loadScreen(PATHS.numbers.list), 60_000);

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('My numbers', () => {
  it('shows the columns, the contact-support message without an end user and the Cancelled badge', async () => {
    const requests = serve();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'My numbers' })).toBeInTheDocument();
    const first = await rowOf('31200000001');
    const second = await rowOf('31200000002');
    for (const header of ['DID', 'Country', 'Area', 'End user', 'Trunk', 'MRC', 'Earliest cancel']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(first).getByText('End user 1')).toBeInTheDocument();
    expect(within(first).getByText('Main trunk')).toBeInTheDocument();
    expect(within(first).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(second).getByText('No end user: please contact support at support@example.com.')).toBeInTheDocument();
    expect(within(second).getByText('Cancelled')).toBeInTheDocument();
    expect(requests[0].get('page_size')).toBe('20');
  });

  it('shows "Filtering data failed." and an empty table when the list answers 400', async () => {
    server.use(
      http.get(api('customer/countries/for-select'), () => HttpResponse.json([])),
      http.get(api('customer/dids'), () => HttpResponse.json({ did: ['Enter a number.'] }, { status: 400 })),
    );
    show();
    await waitFor(() => expect(toastTexts()).toContain('Filtering data failed.'));
    expect(screen.getByRole('heading', { level: 1, name: 'My numbers' })).toBeInTheDocument();
    expect(screen.queryByText('31200000001')).not.toBeInTheDocument();
  });

  it('offers Export CSV of the filtered numbers, off while there are none', async () => {
    server.use(http.get(api('customer/dids'), () => HttpResponse.json({ results: [], count: 0 })));
    show();
    expect(await screen.findByText(/^No numbers found/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('another country drops the chosen area (an area belongs to one country)', async () => {
    const requests = serve();
    const user = show();
    await rowOf('31200000001');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Netherlands' }));
    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'Amsterdam' }));
    await waitFor(() => expect(requests.at(-1)?.get('area')).toBe('11'), { timeout: 10000 });

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Belgium' }));
    await waitFor(() => expect([requests.at(-1)?.get('country'), requests.at(-1)?.get('area')]).toEqual(['2', null]), {
      timeout: 3000,
    });
  });

  it('filters by DID number and end user name in the request', async () => {
    const requests = serve();
    const user = show();
    await rowOf('31200000001');
    await user.type(screen.getByLabelText('DID number'), '3120');
    await user.type(screen.getByLabelText('End user name'), 'Acme');
    await waitFor(() => expect(requests.at(-1)?.get('profile')).toBe('Acme'), { timeout: 10000 });
    expect(requests.at(-1)?.get('did')).toBe('3120');
  });

  it('cancels the selected numbers into the cancellation cart', async () => {
    serve();
    let body: unknown;
    server.use(
      http.post(api('customer/cart/cancellations/add'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Added to the cancellation cart.' });
      }),
    );
    const user = show();
    const first = await rowOf('31200000001');
    const second = await rowOf('31200000002');
    await user.click(within(first).getByRole('checkbox', { name: 'Select 31200000001' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Select 31200000002' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart/cancellation');
    expect(body).toEqual({ ids: [1, 2] });
  });

  it('selects from the keyboard, and a Shift click selects the rows between', async () => {
    serve([1, 2, 3, 4].map((n) => numberRow(n)));
    const user = show();
    const box = async (n: number) =>
      within(await rowOf(`3120000000${n}`)).getByRole('checkbox', { name: `Select 3120000000${n}` });
    (await box(1)).focus();
    await user.keyboard(' ');
    expect(await box(1)).toBeChecked();
    await user.keyboard('{Shift>}');
    await user.click(await box(3));
    await user.keyboard('{/Shift}');
    expect(await box(2)).toBeChecked();
    expect(await box(3)).toBeChecked();
    expect(await box(4)).not.toBeChecked();
    await user.click(await box(2));
    expect(await box(2)).not.toBeChecked();
  });

  it("opens a row's menu from its labelled button, which says that it is open", async () => {
    serve();
    const user = show();
    const button = within(await rowOf('31200000001')).getByRole('button', { name: 'Actions for 31200000001' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).not.toHaveAttribute('aria-expanded');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Change Trunk' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(screen.getByRole('menu'));
  });

  it('shows the server message when the cart refuses', async () => {
    serve();
    server.use(
      http.post(api('customer/cart/cancellations/add'), () =>
        HttpResponse.json({ detail: '31200000001 is already being cancelled.' }, { status: 400 }),
      ),
    );
    const user = show();
    const first = await rowOf('31200000001');
    await user.click(within(first).getByRole('button', { name: 'Actions for 31200000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts()).toContain('31200000001 is already being cancelled.'));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  // Spec part 1 section 8: "toast with the server message if present, else Error occurred."; never the status text.
  it('toasts "Error occurred." when the cart add fails with a 500 that says nothing', async () => {
    serve();
    server.use(http.post(api('customer/cart/cancellations/add'), () => HttpResponse.json({}, { status: 500 })));
    const user = show();
    const first = await rowOf('31200000001');
    await user.click(within(first).getByRole('button', { name: 'Actions for 31200000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error occurred.']));
  });

  it('changes the trunk through the dialog and shows a server error', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.get(api('customer/trunks/for-select'), () =>
        HttpResponse.json([
          { value: 3, name: 'Main trunk' },
          { value: 4, name: 'Backup' },
        ]),
      ),
      http.patch(api('customer/dids/31200000001'), async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json({ customer_trunk: ['Select a valid trunk.'] }, { status: 400 });
        return HttpResponse.json(numberRow(1));
      }),
    );
    const user = show();
    const first = await rowOf('31200000001');
    await user.click(within(first).getByRole('button', { name: 'Actions for 31200000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change Trunk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trunk of 31200000001' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Trunk' }));
    await user.click(await screen.findByRole('option', { name: 'Backup' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select a valid trunk.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ customer_trunk: { id: 4 } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('The trunk of 31200000001 was changed.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Raise Ticket opens the ticket form prefilled with "Ticket - DID {did}", the did and its country', async () => {
    serve();
    const user = show();
    const first = await rowOf('31200000001');
    await user.click(within(first).getByRole('button', { name: 'Actions for 31200000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Raise Ticket' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tickets/create');
    // react-admin's prefill of a create form: the navigation state's `record`.
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      record: { subject: 'Ticket - DID 31200000001', dids: ['31200000001'], country: 1 },
    });
  });

  it('Routing Number opens the details on the routing tab', async () => {
    serve();
    const user = show();
    const first = await rowOf('31200000001');
    await user.click(within(first).getByRole('button', { name: 'Actions for 31200000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Routing Number' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/numbers/31200000001/details');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({ tabKey: 'routing' });
  });

  it('on a phone, a card: the DID, country and area, end user, earliest cancel and status; a checkbox and the row menu', async () => {
    serve([numberRow(1, { is_being_cancelled: true })]);
    setViewportWidth(375);
    show();
    const card = await screen.findByTestId('list-card');
    const text = card.textContent ?? '';
    expect(text).toContain('31200000001');
    expect(text).toContain('Netherlands, Amsterdam');
    expect(text).toContain('End user: End user 1');
    expect(text).toContain('Earliest cancel: 01-12-2026');
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Select 31200000001' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Actions for 31200000001' })).toBeInTheDocument();
    // The bulk actions of a selection stand in one menu on a phone.
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
