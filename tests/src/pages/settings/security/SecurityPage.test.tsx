/**
 * /settings/security (issue 47) where the browser tests do not go: a status that fails to load, a confirmation the
 * server fails (two-factor stays off, the code typed is kept), and support acting for the customer (status only).
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { demoMe, serveAccount, supportMe } from '@/tests/support/shellFixtures';
import SecurityPage from '@/src/pages/settings/security/SecurityPage';

const OFF = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/x:demo?secret=JBSWY3DPEHPK3PXP',
};

function show(status: () => Response = () => HttpResponse.json(OFF), me = demoMe) {
  serveAccount({ me });
  server.use(http.get(api('customer/two-factor'), status));
  renderScreen(<SecurityPage />, { url: '/settings/security' });
  return userEvent.setup();
}

describe('SecurityPage', () => {
  it('shows the error view with Try again when the status fails to load', async () => {
    show(() => HttpResponse.json({ detail: 'boom' }, { status: 500 }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });

  it('says two-factor stays off when the server fails the confirmation, and keeps the code', async () => {
    const user = show();
    server.use(
      http.post(api('customer/two-factor/setup'), () => HttpResponse.json(SETUP)),
      http.post(api('customer/two-factor/confirm'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two-factor authentication stays off: the code could not be checked. Try again later.',
    );
    expect(screen.getByRole('textbox', { name: /^6-digit code/ })).toHaveValue('123456');
  });

  it('makes new recovery codes after the password, and shows them once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `abcde-2345${index}`);
    const sent: unknown[] = [];
    const user = show(() =>
      HttpResponse.json({ enabled: true, enabled_at: '2026-11-02T10:00:00Z', recovery_codes_left: 3 }),
    );
    server.use(
      http.post(api('customer/two-factor/recovery-codes'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ recovery_codes: codes });
      }),
    );
    expect(await screen.findByText('3 unused recovery codes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByText('This is required field.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(sent).toEqual([{ password: 'demo' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows support the status only', async () => {
    show(undefined, supportMe);
    expect(await screen.findByText(/Support staff acting for the customer cannot change/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeDisabled();
  });
});
