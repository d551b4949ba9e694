/**
 * The totals and calls per day above the call records (issue 13 item 1; ours, beyond the spec: the sandbox's
 * GET customer/reports/pcdrs/summary): the figures of the answer in the customer's currency, the list's filters sent
 * under their API names and sent again when they change, nothing at all on a 404 (a backend without the extension),
 * a line of error on another failure.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { setToken } from '@/providers/http';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';

const ME = { login: 'demo', customer_type: 1, payment_model: 'capacity', is_hijacked: false, currency: 'EUR' };
/** 1,234 calls of which 1,000 completed (81 %), 3,725 s (62 min) lasting, 70 billable minutes, €12.34. */
const NETHERLANDS = {
  calls: 1234,
  completed: 1000,
  duration: 3725,
  billable_duration: 4200,
  cost: '12.3400',
  days: [
    { day: '2025-08-01', calls: 600, completed: 500 },
    { day: '2025-08-03', calls: 634, completed: 500 },
  ],
};
/** Germany: 8 calls, 2 completed (25 %), 90 s (2 min, rounded), 3 billable minutes, €0.05. */
const GERMANY = {
  calls: 8,
  completed: 2,
  duration: 90,
  billable_duration: 180,
  cost: '0.0500',
  days: [{ day: '2025-08-02', calls: 8, completed: 2 }],
};

let summaries: URLSearchParams[] = [];
let status = 200;

// The generated list and its parts, loaded once as the portal loads them with the route.
beforeAll(() => loadScreen(PATHS.reports.cdrs), 60_000);

beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  summaries = [];
  status = 200;
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json(ME)),
    http.get(api('customer/countries/for-select'), () =>
      HttpResponse.json([
        { value: 4, name: 'Netherlands' },
        { value: 5, name: 'Germany' },
      ]),
    ),
    http.get(api('customer/countries/:id/areas/for-select'), () => HttpResponse.json([])),
    http.get(api('customer/plans/countries/:id/destinations/for-select'), () => HttpResponse.json([])),
    http.get(api('customer/reports/pcdrs/traffic-types'), () => HttpResponse.json([{ value: 1, name: 'Inbound' }])),
    http.get(api('customer/reports/pcdrs'), () => HttpResponse.json({ results: [], count: 0 })),
    http.get(api('customer/reports/pcdrs/summary'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      summaries.push(query);
      if (status !== 200) return HttpResponse.json({ detail: 'no' }, { status });
      return HttpResponse.json(query.get('country') === '5' ? GERMANY : NETHERLANDS);
    }),
  );
});

function show(filter: Record<string, string> = { country: '4', completed: 'true' }) {
  const user = userEvent.setup();
  renderScreen(routeScreen(PATHS.reports.cdrs), {
    url: `/reports/cdrs?${new URLSearchParams(filter).toString()}`,
    path: '/reports/cdrs',
  });
  return user;
}

const totals = () => screen.getByRole('region', { name: 'Totals of the filtered calls' });
/** The strip's figures as label -> value. */
function figures(): Record<string, string> {
  const region = totals();
  const terms = within(region).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

describe('the call records’ totals', () => {
  it('shows the totals of the answer, the cost in the customer’s currency, for the list’s filters', async () => {
    show();
    await waitFor(() => expect(figures().Calls).toBe('1,234'));
    expect(figures()).toEqual({
      Calls: '1,234',
      Completed: '81%',
      Minutes: '62',
      'Billable minutes': '70',
      Cost: '€12.34',
    });
    // The list's filters under their API names, as the list sends them.
    const sent = summaries[summaries.length - 1];
    expect(sent.get('country')).toBe('4');
    expect(sent.get('realized')).toBe('true');
    expect(sent.has('completed')).toBe(false);
    expect(within(totals()).getByText('Calls per day (UTC)')).toBeInTheDocument();
    // Screen readers get the chart as a sentence: 1 to 3 August, the 2nd without calls.
    expect(
      within(totals()).getByText('3 days from 1 Aug 2025 to 3 Aug 2025; the busiest, 3 Aug 2025, had 634 calls.'),
    ).toBeInTheDocument();
  });

  it('asks again when a filter changes, and shows the new totals', async () => {
    const user = show();
    await waitFor(() => expect(figures().Calls).toBe('1,234'));
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(figures().Calls).toBe('8'), { timeout: 10000 });
    expect(figures()).toEqual({
      Calls: '8',
      Completed: '25%',
      Minutes: '2',
      'Billable minutes': '3',
      Cost: '€0.05',
    });
    expect(summaries[summaries.length - 1].get('country')).toBe('5');
    expect(summaries[summaries.length - 1].get('realized')).toBe('true');
  });

  it('stays away without a word when the API has no summary (404)', async () => {
    status = 404;
    show();
    await waitFor(() => expect(summaries.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Totals of the filtered calls' })).toBeNull());
    expect(screen.queryByText('The totals and the chart could not be loaded.')).toBeNull();
    expect(screen.queryByText('Calls per day (UTC)')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in a line when the summary fails otherwise (500), the list still shown', async () => {
    status = 500;
    show();
    expect(await screen.findByText('The totals and the chart could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals of the filtered calls' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Call detail records' })).toBeInTheDocument();
  });

  it('holds its place with skeletons until the answer arrives', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('customer/reports/pcdrs/summary'), async () => {
        await answered;
        return HttpResponse.json(NETHERLANDS);
      }),
    );
    show();
    const region = await screen.findByRole('region', { name: 'Totals of the filtered calls' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Calls', 'Completed', 'Minutes', 'Billable minutes', 'Cost']);
    release();
    await waitFor(() => expect(figures().Calls).toBe('1,234'));
    expect(region).not.toHaveAttribute('aria-busy');
  });
});
