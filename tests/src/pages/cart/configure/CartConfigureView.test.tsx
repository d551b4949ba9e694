import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { CartDidLine, CartLineSave } from '@/providers/types';
import PlanCartConfigurePage from '@/src/pages/cart/configure/PlanCartConfigurePage';
import PstnCartConfigurePage from '@/src/pages/cart/configure/PstnCartConfigurePage';
import { backorderLine, cartLine, serveLookups } from '@/tests/src/pages/cart/cartFixtures';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts, toastTexts } from '@/tests/support/toasts';

const URL = '/order/numbers/plans/5/type/1/prefixes/11/checkout';
const PATH = '/order/numbers/plans/:id/type/:type/prefixes/:prefixId/checkout';
const routes = {
  '/': <p>Dashboard page</p>,
  '/order/numbers': <p>Numbers page</p>,
  '/cart/checkout': (
    <>
      <p>Checkout page</p>
      <NotificationProbe />
    </>
  ),
  '/order/pstn-upgrade': <p>PSTN page</p>,
};

function serveLines(initial: CartDidLine[]) {
  let lines = initial;
  const saved: { dids: CartLineSave[][]; backorders: CartLineSave[][] } = { dids: [], backorders: [] };
  const removed: string[] = [];
  server.use(
    http.get(api('customer/cart/plans/5/type/1/prefixes/11'), () => HttpResponse.json(lines)),
    http.delete(api('customer/cart/dids/:id'), ({ params }) => {
      removed.push(`did ${String(params.id)}`);
      lines = lines.filter((line) => line.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(api('customer/cart/backorders/:id'), ({ params }) => {
      removed.push(`backorder ${String(params.id)}`);
      lines = lines.filter((line) => line.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('customer/cart/backorders/save'), async ({ request }) => {
      saved.backorders.push((await request.json()) as CartLineSave[]);
      return HttpResponse.json([]);
    }),
  );
  return { saved, removed };
}

function show(url = URL, path = PATH, page = <PlanCartConfigurePage />) {
  setToken('session');
  const user = userEvent.setup();
  const view = renderScreen(page, { url, path, routes });
  return { user, ...view };
}

const lineRow = (did: string) => screen.getByRole('cell', { name: did }).closest('tr') as HTMLElement;
const backorderRow = () => screen.getByRole('cell', { name: 'Backorder' }).closest('tr') as HTMLElement;

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: string | RegExp,
  option: string,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function applyAll(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, document.body, 'Profile for every line', 'Acme BV');
  await choose(user, document.body, 'Trunk for every line', 'Backup trunk');
  await choose(user, document.body, 'DID Service type for every line', 'Contact centre');
}

afterEach(() => vi.unstubAllGlobals());

describe('Cart configuration', () => {
  it('shows each line with its columns, and the three required fields with their labels and messages', async () => {
    serveLookups();
    const { saved } = serveLines([cartLine(1), backorderLine(2)]);
    let didSaves = 0;
    server.use(http.post(api('customer/cart/dids/save'), () => ((didSaves += 1), HttpResponse.json([]))));
    const { user } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configure DIDs' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: '31201000001' });
    for (const column of [
      'Country',
      'Area',
      'Plan',
      'Number of DIDs',
      'Number',
      'End user',
      'Trunk',
      'Use case',
      'Action',
    ]) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const row = lineRow('31201000001');
    expect(within(row).getByText('Amsterdam (20)')).toBeInTheDocument();
    expect(within(backorderRow()).getByRole('cell', { name: '3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy and Check-out' }));
    for (const label of ['Profile', 'Trunk', 'DID Service type']) {
      const field = within(row).getByRole('combobox', { name: new RegExp(`^${label}`) });
      expect(field.closest('.MuiFormControl-root')).toHaveTextContent('This field is required.');
    }
    expect(within(row).getAllByText('This field is required.')).toHaveLength(3);
    expect(within(backorderRow()).getAllByText('This field is required.')).toHaveLength(3);
    expect(didSaves).toBe(0);
    expect(saved.backorders).toHaveLength(0);
    expect(screen.queryByText('Checkout page')).not.toBeInTheDocument();
  });

  it('apply-to-all fills every line; DID lines and backorder lines are saved through their own calls, then checkout', async () => {
    serveLookups();
    const { saved } = serveLines([cartLine(1), cartLine(2), backorderLine(3)]);
    server.use(
      http.post(api('customer/cart/dids/save'), async ({ request }) => {
        saved.dids.push((await request.json()) as CartLineSave[]);
        return HttpResponse.json([]);
      }),
    );
    const { user } = show();
    await screen.findByRole('cell', { name: '31201000002' });
    await applyAll(user);
    expect(within(lineRow('31201000002')).getByRole('combobox', { name: /^Trunk/ })).toHaveTextContent('Backup trunk');
    expect(within(backorderRow()).getByRole('combobox', { name: /^Profile/ })).toHaveTextContent('Acme BV');
    await user.click(screen.getByRole('button', { name: 'Buy and Check-out' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(saved.dids).toEqual([
      [
        { id: 1, profile: 8, trunk: 4, use_case: 2 },
        { id: 2, profile: 8, trunk: 4, use_case: 2 },
      ],
    ]);
    expect(saved.backorders).toEqual([[{ id: 3, profile: 8, trunk: 4, use_case: 2 }]]);
    // Spec part 1 section 4: the save's success, a cart toast of 5 s.
    expect(toastTexts()).toEqual(['The cart lines were saved.']);
    expect(toasts()[0]).toHaveAttribute('data-duration', '5000');
  });

  it('Buy and continue shopping saves only the DID call when there is no backorder line, then goes to /order/numbers', async () => {
    serveLookups();
    const { saved } = serveLines([cartLine(1)]);
    server.use(
      http.post(api('customer/cart/dids/save'), async ({ request }) => {
        saved.dids.push((await request.json()) as CartLineSave[]);
        return HttpResponse.json([]);
      }),
    );
    const { user } = show();
    await screen.findByRole('cell', { name: '31201000001' });
    await applyAll(user);
    await user.click(screen.getByRole('button', { name: 'Buy and continue shopping' }));
    expect(await screen.findByText('Numbers page')).toBeInTheDocument();
    expect(saved.dids).toHaveLength(1);
    expect(saved.backorders).toHaveLength(0);
  });

  it('a refused save shows each message on its line and field, keeps every choice and stays', async () => {
    serveLookups();
    serveLines([cartLine(1), cartLine(2)]);
    server.use(
      http.post(api('customer/cart/dids/save'), () =>
        HttpResponse.json(
          [{}, { profile: ['This end user is blocked.'], use_case: ['Select a valid DID Service type.'] }],
          {
            status: 400,
          },
        ),
      ),
    );
    const { user } = show();
    await screen.findByRole('cell', { name: '31201000002' });
    await applyAll(user);
    await user.click(screen.getByRole('button', { name: 'Buy and Check-out' }));
    const second = lineRow('31201000002');
    expect(await within(second).findByText('This end user is blocked.')).toBeInTheDocument();
    expect(within(second).getByText('Select a valid DID Service type.')).toBeInTheDocument();
    expect(within(lineRow('31201000001')).queryByText('This end user is blocked.')).not.toBeInTheDocument();
    for (const did of ['31201000001', '31201000002']) {
      expect(within(lineRow(did)).getByRole('combobox', { name: /^Profile/ })).toHaveTextContent('Acme BV');
      expect(within(lineRow(did)).getByRole('combobox', { name: /^Trunk/ })).toHaveTextContent('Backup trunk');
      expect(within(lineRow(did)).getByRole('combobox', { name: /^DID Service type/ })).toHaveTextContent(
        'Contact centre',
      );
    }
    expect(screen.queryByText('Checkout page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Configure DIDs' })).toBeInTheDocument();
  });

  it('removes a DID line and a backorder line through their own calls', async () => {
    serveLookups();
    const { removed } = serveLines([cartLine(1), backorderLine(2)]);
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Remove 31201000001' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '31201000001' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove Amsterdam (20) Backorder' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(removed).toEqual(['did 1', 'backorder 2']);
  });

  it('PSTN variant: Cancel goes back to /order/pstn-upgrade', async () => {
    serveLookups();
    server.use(http.get(api('customer/cart/dids/plans/9/type/1/pstn-upgrade'), () => HttpResponse.json([cartLine(7)])));
    const { user } = show(
      '/order/pstn-upgrade/plans/9/type/1/checkout',
      '/order/pstn-upgrade/plans/:id/type/:type/checkout',
      <PstnCartConfigurePage />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('PSTN page')).toBeInTheDocument();
  });

  it('on a small screen the lines are cards with the same required fields and apply-to-all', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    serveLookups();
    serveLines([cartLine(1), backorderLine(2)]);
    const { user } = show();
    const card = await screen.findByRole('region', { name: '31201000001' });
    expect(screen.queryByRole('columnheader', { name: 'Use case' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy and Check-out' }));
    expect(within(card).getAllByText('This field is required.')).toHaveLength(3);
    await choose(user, document.body, 'Trunk for every line', 'Backup trunk');
    expect(within(card).getByRole('combobox', { name: /^Trunk/ })).toHaveTextContent('Backup trunk');
    const backorder = screen.getByRole('region', { name: 'Amsterdam (20) Backorder' });
    expect(within(backorder).getByRole('combobox', { name: /^Trunk/ })).toHaveTextContent('Backup trunk');
    expect(within(card).getAllByText('This field is required.')).toHaveLength(2);
  });

  it('an empty cart goes to /', async () => {
    serveLookups();
    serveLines([]);
    show();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('shows the end users against the plan: Missing, Optional, the value, Blocked, Update link, and filters by name', async () => {
    serveLookups();
    serveLines([cartLine(1)]);
    const { user, router } = show();
    const table = await screen.findByRole('region', { name: 'Available end users and required data + Documents' });
    const acme = within(table).getByRole('rowheader', { name: 'Acme BV' }).closest('tr') as HTMLElement;
    const blocked = within(table).getByRole('rowheader', { name: 'Blocked Ltd' }).closest('tr') as HTMLElement;
    expect(within(acme).getByText('Validated')).toBeInTheDocument();
    expect(within(acme).getByText('Optional')).toBeInTheDocument();
    expect(within(blocked).getAllByText('Missing')).toHaveLength(2);
    expect(within(blocked).getByText('NL123')).toBeInTheDocument();
    expect(within(blocked).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(within(acme).getByRole('link', { name: 'Update Acme BV' })).toHaveAttribute('href', '/profiles/edit/8');
    await user.type(within(table).getByRole('textbox', { name: 'Name' }), 'acme');
    await waitFor(
      () => expect(within(table).queryByRole('rowheader', { name: 'Blocked Ltd' })).not.toBeInTheDocument(),
      {
        timeout: 2000,
      },
    );
    expect(within(table).getByRole('rowheader', { name: 'Acme BV' })).toBeInTheDocument();
    // The name filter stands in the URL (spec part 1 section 5), so a reload or a link keeps it.
    expect(new URLSearchParams(router.state.location.search).get('endUser')).toBe('acme');
  });

  it("reads the end users' name filter from the URL", async () => {
    serveLookups();
    serveLines([cartLine(1)]);
    show(`${URL}?endUser=blocked`);
    const table = await screen.findByRole('region', { name: 'Available end users and required data + Documents' });
    expect(within(table).getByRole('textbox', { name: 'Name' })).toHaveValue('blocked');
    expect(within(table).getByRole('rowheader', { name: 'Blocked Ltd' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'Acme BV' })).not.toBeInTheDocument();
  });

  it('at 375 px each end user is a card: a line per required field or document, Blocked, Update', async () => {
    setViewportWidth(375);
    serveLookups();
    serveLines([cartLine(1)]);
    show();
    const section = await screen.findByRole('region', { name: 'Available end users and required data + Documents' });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const [acme, blocked] = within(section).getAllByTestId('list-card');
    expect(within(acme).getByTestId('card-key')).toHaveTextContent('Acme BV');
    for (const line of [
      'Company name: Acme BV',
      'VAT number: Optional',
      'Proof of address: Validated',
      'Blocked: No',
    ]) {
      expect(acme).toHaveTextContent(line);
    }
    expect(blocked).toHaveTextContent('Company name: Missing');
    expect(blocked).toHaveTextContent('Blocked: Yes');
    expect(within(acme).getByRole('link', { name: 'Update Acme BV' })).toHaveAttribute('href', '/profiles/edit/8');
  });

  it('PSTN variant: reads the plan upgrade lines, saves them through dids/save', async () => {
    serveLookups();
    const pstn = cartLine(7, { kind: 'pstn_upgrade', is_pstn_upgrade: true, did: '31201000077' });
    const sent: CartLineSave[][] = [];
    server.use(
      http.get(api('customer/cart/dids/plans/9/type/1/pstn-upgrade'), () => HttpResponse.json([pstn])),
      http.post(api('customer/cart/dids/save'), async ({ request }) => {
        sent.push((await request.json()) as CartLineSave[]);
        return HttpResponse.json([]);
      }),
    );
    const { user } = show(
      '/order/pstn-upgrade/plans/9/type/1/checkout',
      '/order/pstn-upgrade/plans/:id/type/:type/checkout',
      <PstnCartConfigurePage />,
    );
    await screen.findByRole('cell', { name: '31201000077' });
    await applyAll(user);
    await user.click(screen.getByRole('button', { name: 'Buy and Check-out' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(sent).toEqual([[{ id: 7, profile: 8, trunk: 4, use_case: 2 }]]);
  });
});
