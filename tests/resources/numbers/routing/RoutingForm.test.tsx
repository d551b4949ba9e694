import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { RoutingEntry, ShadowRoutingNumber } from '@/providers/types';
import RoutingForm from '@/resources/numbers/routing/RoutingForm';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts } from '@/tests/support/toasts';
import { fill } from '@/tests/support/fill';

const DID = '31200000001';
const base = `customer/dids/${DID}`;
const NETWORKS = [
  { value: 1, name: 'All networks' },
  { value: 2, name: 'Fixed' },
  { value: 3, name: 'Mobile' },
];
const TRUNKS = [
  { value: 3, name: 'Main trunk' },
  { value: 4, name: 'Backup' },
];

function show(
  entries: RoutingEntry[] = [{ id: 9, nature: { id: 2 }, number_out: '+31201234567' }],
  shadow: ShadowRoutingNumber | null = null,
) {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(
    <>
      <RoutingForm did={DID} trunk={3} entries={entries} shadow={shadow} trunks={TRUNKS} networks={NETWORKS} />
      <NotificationProbe />
    </>,
    { url: `/numbers/${DID}/details` },
  );
  return user;
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('RoutingForm', () => {
  it('shows 3 rows (the saved one, then blank rows) and enables Save only when something changed', async () => {
    const user = show();
    expect(screen.getByDisplayValue('+31201234567')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Originating network 1' })).toHaveTextContent('Fixed');
    expect(screen.getByRole('textbox', { name: 'Outgoing number 3' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Trunk/ })).toHaveTextContent('Main trunk');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Shadow routing number' }), '1');
    expect(save()).not.toHaveAttribute('aria-disabled');
    await user.clear(screen.getByRole('textbox', { name: 'Shadow routing number' }));
    expect(save()).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves the trunk with PATCH, a changed row with PUT, a new row with POST and the shadow with POST', async () => {
    const calls: [string, unknown][] = [];
    const record =
      (method: string) =>
      async ({ request }: { request: Request }) => {
        const body = await request.json();
        calls.push([method, body]);
        return body;
      };
    server.use(
      http.patch(api(base), async (info) => HttpResponse.json(await record('PATCH')(info))),
      http.put(api(`${base}/routing/routing-number`), async (info) => HttpResponse.json(await record('PUT')(info))),
      http.post(api(`${base}/routing/routing-number`), async (info) =>
        HttpResponse.json({ id: 10, ...((await record('POST')(info)) as object) }, { status: 201 }),
      ),
      http.post(api(`${base}/routing/shadow-routing-number`), async (info) =>
        HttpResponse.json({ id: 2, ...((await record('POST shadow')(info)) as object) }, { status: 201 }),
      ),
    );
    const user = show();
    await user.click(screen.getByRole('combobox', { name: /Trunk/ }));
    await user.click(screen.getByRole('option', { name: 'Backup' }));
    const first = screen.getByRole('textbox', { name: 'Outgoing number 1' });
    await user.clear(first);
    await fill(user, first, '+31207654321');
    await user.click(screen.getByRole('combobox', { name: 'Originating network 2' }));
    await user.click(screen.getByRole('option', { name: 'Mobile' }));
    await fill(user, screen.getByRole('textbox', { name: 'Outgoing number 2' }), '0612345678');
    await fill(user, screen.getByRole('textbox', { name: 'Shadow routing number' }), '0201111111');
    await user.click(save());
    await waitFor(() => expect(toastTexts()).toContain('Routing saved.'));
    expect(calls).toEqual([
      ['PATCH', { customer_trunk: { id: 4 } }],
      ['PUT', { id: 9, nature: { id: 2 }, number_out: '+31207654321' }],
      ['POST', { nature: { id: 3 }, number_out: '0612345678' }],
      ['POST shadow', { number: '0201111111' }],
    ]);
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Delete routing number 2' })).toBeInTheDocument();
  });

  it('keeps the form as typed and shows the server errors on their row', async () => {
    server.use(
      http.post(api(`${base}/routing/routing-number`), () =>
        HttpResponse.json(
          { nature: ['This originating network already has a routing number.'], number_out: ['Enter a valid number.'] },
          { status: 400 },
        ),
      ),
    );
    const user = show();
    await user.click(screen.getByRole('combobox', { name: 'Originating network 2' }));
    await user.click(screen.getByRole('option', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: 'Outgoing number 2' }), '12');
    await user.click(save());
    expect(await screen.findByText('This originating network already has a routing number.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Outgoing number 2' })).toHaveValue('12');
    expect(save()).not.toHaveAttribute('aria-disabled');
  });

  it('offers in each row only the networks no other row uses, and keeps its own choice', async () => {
    const user = show();
    await user.click(screen.getByRole('combobox', { name: 'Originating network 2' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'All networks',
      'Mobile',
    ]);
    await user.click(screen.getByRole('option', { name: 'Mobile' }));
    await user.click(screen.getByRole('combobox', { name: 'Originating network 1' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'All networks',
      'Fixed',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Originating network 3' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'All networks']);
  });

  // Spec part 1 section 8: "Other form submit failures: Server-side error occurred.", above the form, not on a field.
  it.each([
    ['an empty body', () => HttpResponse.json({}, { status: 500 })],
    ['no body', () => new HttpResponse(null, { status: 500 })],
    ['a detail', () => HttpResponse.json({ detail: 'Injected failure (HTTP 500).' }, { status: 500 })],
  ])('says "Server-side error occurred." when the save fails with a 500 with %s', async (_, reply) => {
    server.use(http.post(api(`${base}/routing/routing-number`), reply));
    const user = show();
    await user.click(screen.getByRole('combobox', { name: 'Originating network 2' }));
    await user.click(screen.getByRole('option', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: 'Outgoing number 2' }), '12');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Server-side error occurred.');
    expect(screen.getByRole('combobox', { name: 'Originating network 2' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Injected failure|Internal Server Error/)).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
    expect(save()).not.toHaveAttribute('aria-disabled');
  });

  it("shows a refusal's general message above the form, not under a network", async () => {
    server.use(
      http.post(api(`${base}/routing/routing-number`), () =>
        HttpResponse.json({ detail: 'Routing is locked for this number.' }, { status: 400 }),
      ),
    );
    const user = show();
    await user.click(screen.getByRole('combobox', { name: 'Originating network 2' }));
    await user.click(screen.getByRole('option', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: 'Outgoing number 2' }), '12');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Routing is locked for this number.');
    expect(screen.getByRole('combobox', { name: 'Originating network 2' })).not.toHaveAccessibleDescription();
  });

  it('asks for both fields of a half-filled row before any request', async () => {
    const user = show();
    await fill(user, screen.getByRole('textbox', { name: 'Outgoing number 3' }), '0612345678');
    await user.click(save());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('asks before clearing a routing number and the shadow number, then deletes them', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(api(`${base}/routing/routing-number/9`), () => {
        deleted.push('routing 9');
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(api(`${base}/routing/shadow-routing-number/2`), () => {
        deleted.push('shadow 2');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = show(undefined, { id: 2, number: '0201111111' });
    await user.click(screen.getByRole('button', { name: 'Delete routing number 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Do you want to clear the routing number for DID - ${DID}?`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Outgoing number 1' })).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Delete the shadow routing number' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Shadow routing number' })).toHaveValue(''));
    expect(deleted).toEqual(['routing 9', 'shadow 2']);
    expect(save()).toHaveAttribute('aria-disabled', 'true');
  });
});
