import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { demoMe } from '@/tests/support/shellFixtures';
import type { ExistingNumber } from '@/providers/types';
import { numberRow } from '@/tests/support/numberFixtures';

function show() {
  setToken('session');
  // The generated list's formats read the customer's currency.
  server.use(http.get(api('customer/me'), () => HttpResponse.json(demoMe)));
  const user = userEvent.setup();
  renderScreen(routeScreen(PATHS.numbers.list), { url: '/numbers/existing' });
  return user;
}

/** Three numbers; PATCH answers per DID from `answer`, and the list shows what was saved. */
function serve(answer: (did: string, body: Record<string, { id: number }>) => Promise<Response> | Response) {
  const rows: ExistingNumber[] = [numberRow(1), numberRow(2), numberRow(3)];
  const patched: string[] = [];
  let listCalls = 0;
  server.use(
    http.get(api('customer/countries/for-select'), () => HttpResponse.json([])),
    http.get(api('customer/trunks/for-select'), () =>
      HttpResponse.json([
        { value: 3, name: 'Main trunk' },
        { value: 4, name: 'Backup' },
      ]),
    ),
    http.get(api('customer/account/for-select-without-blocked'), () =>
      HttpResponse.json([{ value: 8, name: 'Acme BV' }]),
    ),
    http.get(api('customer/dids'), () => {
      listCalls += 1;
      return HttpResponse.json({ results: rows, count: rows.length });
    }),
    http.patch(api('customer/dids/:did'), async ({ params, request }) => {
      const did = String(params.did);
      patched.push(did);
      const body = (await request.json()) as Record<string, { id: number }>;
      const response = await answer(did, body);
      if (response.ok) {
        const index = rows.findIndex((row) => row.did === did);
        rows[index] = {
          ...rows[index],
          customer_trunk: body.customer_trunk ? { id: 4, name: 'Backup' } : rows[index].customer_trunk,
        };
      }
      return response;
    }),
  );
  return { patched, listCalls: () => listCalls };
}

const checkbox = (did: string) => screen.getByRole('checkbox', { name: `Select ${did}` });

async function selectAll(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('31200000003');
  for (const did of ['31200000001', '31200000002', '31200000003']) await user.click(checkbox(did));
}

describe('NumberList bulk changes', () => {
  it('changes the trunk of the selected numbers one after another with a progress bar and a result per number', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { patched, listCalls } = serve(async (did) => {
      if (did === '31200000002') {
        await held;
        return HttpResponse.json({ customer_trunk: ['Select a valid trunk.'] }, { status: 400 });
      }
      return HttpResponse.json(numberRow(1));
    });
    const user = show();
    expect(await screen.findByRole('button', { name: 'Change Trunk' })).toBeDisabled();
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Change Trunk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the trunk of 3 numbers' });
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Trunk' }));
    await user.click(await screen.findByRole('option', { name: 'Backup' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    // The second number is held: one saved, the third not sent yet.
    expect(await within(dialog).findByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Progress of the change' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(patched).toEqual(['31200000001', '31200000002']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    release();

    expect(await within(dialog).findByText('3 of 3')).toBeInTheDocument();
    expect(patched).toEqual(['31200000001', '31200000002', '31200000003']);
    const results = within(within(dialog).getByRole('list', { name: 'Result per number' })).getAllByRole('listitem');
    expect(results.map((item) => item.textContent)).toEqual([
      '31200000001Saved',
      '31200000002Select a valid trunk.',
      '31200000003Saved',
    ]);

    const before = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    // Nothing lost: the refused number stays selected, the saved ones are not.
    expect(checkbox('31200000002')).toBeChecked();
    expect(checkbox('31200000001')).not.toBeChecked();
    expect(checkbox('31200000003')).not.toBeChecked();
    await waitFor(() => expect(screen.getAllByText('Backup')).toHaveLength(2));
  });

  it("changes the end user and shows the server's refusal of a blocked end user", async () => {
    const bodies: unknown[] = [];
    serve((did, body) => {
      bodies.push(body);
      return did === '31200000003'
        ? HttpResponse.json({ profile: ['This end user is blocked.'] }, { status: 400 })
        : HttpResponse.json(numberRow(1));
    });
    const user = show();
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Change Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the end user of 3 numbers' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'End user' }));
    await user.click(await screen.findByRole('option', { name: 'Acme BV' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This end user is blocked.')).toBeInTheDocument();
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    expect(bodies).toEqual([{ profile: { id: 8 } }, { profile: { id: 8 } }, { profile: { id: 8 } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(checkbox('31200000003')).toBeChecked();
    expect(checkbox('31200000001')).not.toBeChecked();
  });

  it('Cancel closes the dialog without saving and keeps the selection', async () => {
    const { patched } = serve(() => HttpResponse.json(numberRow(1)));
    const user = show();
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Change Trunk' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patched).toEqual([]);
    expect(checkbox('31200000001')).toBeChecked();
  });
});
