/**
 * /login's second step (issue 47) as the page shows it: asked for when the password's answer says so, on the same URL
 * (its way back kept); a malformed code refused on the field without a request; the server's refusal on the field; an
 * ended step back to the password with the server's reason, the login kept and the password empty.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { getToken } from '@/providers/http';
import LoginPage from '@/src/pages/auth/LoginPage';
import { renderPublic } from '@/tests/support/renderPublic';

const CHALLENGE = 'c'.repeat(40);

async function passwordStep(url = '/login') {
  server.use(
    http.post(api('user/login'), () => HttpResponse.json({ two_factor_required: true, challenge: CHALLENGE })),
  );
  const user = userEvent.setup();
  renderPublic(<LoginPage />, { url, path: '/login' });
  await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'demo');
  await user.type(screen.getByLabelText(/^Password/), 'demo');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeInTheDocument();
  return user;
}

const codeField = () => screen.getByRole('textbox', { name: /^6-digit code/ });

describe('the second step of sign-in', () => {
  it('takes the code and goes to the page asked for', async () => {
    const sent = vi.fn();
    server.use(
      http.post(api('user/login/two-factor'), async ({ request }) => {
        sent(await request.json());
        return HttpResponse.json({ token: 'tok-2fa' });
      }),
    );
    const user = await passwordStep('/login?redirect=%2Fbilling%2Fbalance');
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(codeField(), '123 456');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this browser for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/billing/balance');
    expect(sent).toHaveBeenCalledWith({ challenge: CHALLENGE, code: '123456', remember: true });
    expect(getToken()).toBe('tok-2fa');
  });

  it('refuses letters, 5 or 7 digits on the field without a request, and shows the server refusal there', async () => {
    const sent = vi.fn();
    server.use(
      http.post(api('user/login/two-factor'), () => {
        sent();
        return HttpResponse.json({ code: ['Wrong code. 4 tries left.'] }, { status: 400 });
      }),
    );
    const user = await passwordStep();
    for (const typed of ['12a456', '12345', '1234567']) {
      await user.clear(codeField());
      await user.type(codeField(), typed);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeInTheDocument();
    }
    expect(sent).not.toHaveBeenCalled();
    await user.clear(codeField());
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Wrong code. 4 tries left.')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a recovery code through its link', async () => {
    const sent = vi.fn();
    server.use(
      http.post(api('user/login/two-factor'), async ({ request }) => {
        sent(await request.json());
        return HttpResponse.json({ token: 'tok-r' });
      }),
    );
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: /^Recovery code/ }), 'k7m2p-x9q4r');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sent).toHaveBeenCalledWith({ challenge: CHALLENGE, recovery_code: 'k7m2p-x9q4r', remember: false });
  });

  it('goes back to the password when the step has ended, with the server reason', async () => {
    const reason = 'Too many wrong codes. Enter your password again.';
    server.use(
      http.post(api('user/login/two-factor'), () => HttpResponse.json({ challenge: [reason] }, { status: 400 })),
    );
    const user = await passwordStep();
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('textbox', { name: /^Login/ })).toHaveValue('demo');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });
});
