/** /reports/cdrs (issue 13 item 1; spec part 2 sections 2 "Reports", 3 "CDR row", 7, 8 and 9). */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { steerableClock } from '@/tests/support/clock';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts } from '@/tests/support/toasts';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { setToken } from '@/providers/http';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';

const ME = { login: 'demo', customer_type: 1, payment_model: 'capacity', is_hijacked: false, currency: 'EUR' };
const CDR = {
  id: 7,
  start_time: '2026-03-05T09:07:02Z',
  country: { id: 4, name: 'Netherlands' },
  area: { id: 40, name: 'Amsterdam' },
  destination: { id: 400, name: 'Mobile' },
  number_a: '31201234567',
  number_b: '31612345678',
  related_did: '31201234567',
  src_ip: '192.0.2.10',
  dst_ip: '198.51.100.20',
  duration: 125,
  rounded_up_duration: 180,
  realized: true,
  price: '0.1234',
  traffic_type: { id: 2, name: 'Outbound' },
};

let requests: URLSearchParams[] = [];
let status = 200;

// The generated list and its parts, loaded once as the portal loads them with the route.
beforeAll(() => loadScreen(PATHS.reports.cdrs), 60_000);

beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  requests = [];
  status = 200;
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json(ME)),
    http.get(api('customer/countries/for-select'), () =>
      HttpResponse.json([
        { value: 4, name: 'Netherlands' },
        { value: 5, name: 'Germany' },
      ]),
    ),
    http.get(api('customer/countries/:id/areas/for-select'), ({ params }) =>
      HttpResponse.json(params.id === '4' ? [{ value: 40, name: 'Amsterdam' }] : [{ value: 50, name: 'Berlin' }]),
    ),
    http.get(api('customer/plans/countries/:id/destinations/for-select'), ({ params }) =>
      HttpResponse.json(params.id === '4' ? [{ value: 400, name: 'Mobile' }] : [{ value: 500, name: 'Fixed' }]),
    ),
    http.get(api('customer/reports/pcdrs/traffic-types'), () =>
      HttpResponse.json([
        { value: 1, name: 'Inbound' },
        { value: 2, name: 'Outbound' },
      ]),
    ),
    http.get(api('customer/reports/pcdrs'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ detail: 'no' }, { status });
      return HttpResponse.json({ results: [CDR], count: 1 });
    }),
    // The totals above the rows (a sandbox extension, tested in CdrSummary.test.tsx): absent, as on a real backend.
    http.get(api('customer/reports/pcdrs/summary'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    http.get(api('customer/reports/pcdrs/export'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ detail: 'no' }, { status });
      return new HttpResponse('start_time\r\n', { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
});

function show(url = '/reports/cdrs', clock?: ReturnType<typeof steerableClock>) {
  const user = userEvent.setup(clock && { advanceTimers: clock.advanceTimers });
  const rendered = renderScreen(
    <>
      {routeScreen(PATHS.reports.cdrs)}
      <NotificationProbe />
    </>,
    { url, path: '/reports/cdrs' },
  );
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  // The filters in the URL: each its own parameter (issue 33 item 5), beside the page.
  const filterOf = () =>
    Object.fromEntries([...search()].filter(([name]) => !['page', 'perPage', 'sort', 'order'].includes(name)));
  return { user, filterOf };
}

/** The list at a link with these filters, each its own URL parameter. */
const linkWith = (filter: Record<string, string>) => `/reports/cdrs?${new URLSearchParams(filter).toString()}`;

const lastRequest = () => requests[requests.length - 1];
const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('call detail records', () => {
  it('shows every column as the spec writes it: UTC start, m:ss durations, the cost in the currency, a DID link', async () => {
    show();
    const row = (await screen.findByRole('link', { name: '31201234567' })).closest('tr') as HTMLElement;
    for (const header of [
      'Start time (UTC)',
      'Country',
      'Area',
      'Destination',
      'A',
      'B',
      'Related DID',
      'Source IP / Destination IP',
      'Duration',
      'Billable duration',
      'Completed',
      'Call cost',
      'Type',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '05-03-2026 9:07:02',
      'Netherlands',
      'Amsterdam',
      'Mobile',
      '31201234567',
      '31612345678',
      '31201234567',
      '192.0.2.10 / 198.51.100.20',
      '2:05',
      '3:00',
      'Yes',
      '€0.12',
      'Outbound',
    ]);
    expect(within(row).getByRole('link', { name: '31201234567' })).toHaveAttribute(
      'href',
      '/numbers/31201234567/details',
    );
    expect(lastRequest().get('page_size')).toBe('20');
  });

  it('puts every filter in the URL and sends it under the API name, From and To as ISO 8601 UTC', async () => {
    const { user, filterOf } = show();
    await screen.findByRole('link', { name: '31201234567' });
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Country', 'Netherlands');
    await choose(user, 'Area', 'Amsterdam');
    await choose(user, 'Destination', 'Mobile');
    await user.type(screen.getByRole('textbox', { name: 'From (UTC)' }), '01/03/2026 08:30');
    await user.type(screen.getByRole('textbox', { name: 'To (UTC)' }), '31/03/2026 23:59');
    await choose(user, 'Completed', 'Yes');
    await choose(user, 'Traffic type', 'Outbound');
    await waitFor(
      () => {
        const query = lastRequest();
        expect(query.get('country')).toBe('4');
        expect(query.get('area')).toBe('40');
        expect(query.get('destination')).toBe('400');
        expect(query.get('start_time')).toBe('2026-03-01T08:30:00Z');
        expect(query.get('end_time')).toBe('2026-03-31T23:59:00Z');
        expect(query.get('realized')).toBe('true');
        expect(query.get('traffic_type')).toBe('2');
      },
      { timeout: 10000 },
    );
    expect(filterOf()).toEqual({
      country: '4',
      area: '40',
      destination: '400',
      from: '2026-03-01T08:30:00Z',
      to: '2026-03-31T23:59:00Z',
      completed: 'true',
      trafficType: '2',
    });
  });

  it('reads the filters back from the URL: the typed UTC times, and No sent as realized=false', async () => {
    show(linkWith({ from: '2026-03-01T08:30:00Z', completed: 'false' }));
    await screen.findByRole('link', { name: '31201234567' });
    expect(screen.getByRole('textbox', { name: 'From (UTC)' })).toHaveValue('01/03/2026 08:30');
    expect(requests[0].get('start_time')).toBe('2026-03-01T08:30:00Z');
    expect(requests[0].get('realized')).toBe('false');
  });

  it("keeps a link's area and destination while the country's choices load (only the user's country clears them)", async () => {
    const { filterOf } = show(linkWith({ country: '4', area: '40', destination: '400' }));
    await screen.findByRole('link', { name: '31201234567' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Area' })).toHaveTextContent('Amsterdam'));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveTextContent('Mobile');
    expect(filterOf()).toEqual({ country: '4', area: '40', destination: '400' });
    for (const query of requests) expect([query.get('area'), query.get('destination')]).toEqual(['40', '400']);
  });

  it('clears the area and the destination when the country changes', async () => {
    const { user, filterOf } = show(linkWith({ country: '4', area: '40', destination: '400' }));
    await screen.findByRole('link', { name: '31201234567' });
    await choose(user, 'Country', 'Germany');
    await waitFor(() => expect(filterOf()).toEqual({ country: '5' }), { timeout: 10000 });
    await waitFor(() => {
      expect(lastRequest().get('country')).toBe('5');
      expect(lastRequest().has('area')).toBe(false);
      expect(lastRequest().has('destination')).toBe(false);
    });
  });

  it('refuses a From after To on the field, without a request', async () => {
    const clock = steerableClock();
    const { user } = show(undefined, clock);
    await screen.findByRole('link', { name: '31201234567' });
    await user.type(screen.getByRole('textbox', { name: 'To (UTC)' }), '01/03/2026 10:00');
    await waitFor(() => expect(lastRequest().get('end_time')).toBe('2026-03-01T10:00:00Z'), { timeout: 10000 });
    const before = requests.length;
    await user.type(screen.getByRole('textbox', { name: 'From (UTC)' }), '02/03/2026 10:00');
    expect(await screen.findByText('From is after To')).toBeInTheDocument();
    // Well past the filters' 500 ms debounce.
    await clock.pass(2000);
    expect(requests.length).toBe(before);
    expect(requests.some((query) => query.has('start_time'))).toBe(false);
  });

  it('says so on the field when a From or To is no date and time, and never sends it', async () => {
    const clock = steerableClock();
    const { user } = show(undefined, clock);
    await screen.findByRole('link', { name: '31201234567' });
    await user.type(screen.getByRole('textbox', { name: 'From (UTC)' }), '30/02/2026 10:00');
    expect(await screen.findByText('Enter a date and time as dd/mm/yyyy HH:MM')).toBeInTheDocument();
    await clock.pass(2000);
    expect(requests.some((query) => query.has('start_time'))).toBe(false);
  });

  it('a quick range sets From and To to the last 24 hours', async () => {
    const { user, filterOf } = show();
    await screen.findByRole('link', { name: '31201234567' });
    await user.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    await waitFor(() => expect(lastRequest().has('start_time')).toBe(true));
    const { from, to } = filterOf() as { from: string; to: string };
    expect(Date.parse(to) - Date.parse(from)).toBe(24 * 3_600_000);
    expect(Math.abs(Date.parse(to) - Date.now())).toBeLessThan(2 * 60_000);
    expect(lastRequest().get('start_time')).toBe(from);
    expect(lastRequest().get('end_time')).toBe(to);
  });

  it('exports the CSV with the same filters, a dated file', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = show(linkWith({ country: '4', from: '2026-03-01T08:30:00Z', completed: 'true' }));
    await screen.findByRole('link', { name: '31201234567' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    click.mockRestore();
    expect(names[0]).toMatch(/^cdrs-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = lastRequest();
    expect(exported.get('_export')).toBe('csv');
    expect(exported.get('country')).toBe('4');
    expect(exported.get('start_time')).toBe('2026-03-01T08:30:00Z');
    expect(exported.get('realized')).toBe('true');
  });

  it('an export that fails says so and keeps the filters', async () => {
    const { user, filterOf } = show(linkWith({ country: '4' }));
    await screen.findByRole('link', { name: '31201234567' });
    server.use(http.get(api('customer/reports/pcdrs/export'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toastTexts()).toContain('The export failed. Your filters are kept: try again.'));
    expect(filterOf()).toEqual({ country: '4' });
    expect(screen.getByRole('link', { name: '31201234567' })).toBeInTheDocument();
  });

  it('an export refused because two are running says why (issue 50)', async () => {
    const { user, filterOf } = show(linkWith({ country: '4' }));
    await screen.findByRole('link', { name: '31201234567' });
    server.use(
      http.get(api('customer/reports/pcdrs/export'), () =>
        HttpResponse.json(
          { detail: 'Too many exports at once: wait for one to finish, then try again.' },
          { status: 429 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Two exports of your call records are already running: try again when one has finished.',
      ),
    );
    expect(filterOf()).toEqual({ country: '4' });
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(375);
    show();
    expect(await screen.findByText('05-03-2026 9:07:02 UTC')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Call cost' })).not.toBeInTheDocument();
  });
});
