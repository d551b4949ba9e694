import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'ra-core';
import { api, server } from '@/tests/support/msw';
import { getToken } from '@/providers/http';
import * as reporting from '@/src/system/reporting';
import LoginPage from '@/src/pages/auth/LoginPage';
import { renderPublic } from '@/tests/support/renderPublic';

const loginField = () => screen.getByRole('textbox', { name: /^Login/ });
const passwordField = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Login' });

async function signIn(url = '/login', login = 'demo', password = 'demo') {
  const user = userEvent.setup();
  renderPublic(<LoginPage />, { url, path: '/login' });
  await user.type(loginField(), login);
  await user.type(passwordField(), password);
  await user.click(submit());
  return user;
}

describe('LoginPage', () => {
  it('shows the page frame: brand, one h1, main landmark, fields, buttons', () => {
    renderPublic(<LoginPage />, { url: '/login' });
    expect(screen.getByText('Customer Portal')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(loginField()).toHaveAttribute('name', 'login');
    expect(passwordField()).toHaveAttribute('name', 'password');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/password/reset');
  });

  it('requires both fields with "This field is required." and calls nothing', async () => {
    const called = vi.fn();
    server.use(http.post(api('user/login'), () => (called(), HttpResponse.json({ token: 't' }))));
    const user = userEvent.setup();
    renderPublic(<LoginPage />, { url: '/login' });
    await user.click(submit());
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await user.type(loginField(), 'demo');
    await user.click(submit());
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(called).not.toHaveBeenCalled();
  });

  it('stores the token and returns to a same-site redirect', async () => {
    server.use(http.post(api('user/login'), () => HttpResponse.json({ token: 'abc123' })));
    await signIn('/login?redirect=%2Fnumbers%2Fexisting%3Fpage%3D2');
    expect(await screen.findByTestId('location')).toHaveTextContent('/numbers/existing?page=2');
    expect(getToken()).toBe('abc123');
  });

  it('ignores an off-site redirect and goes to /', async () => {
    server.use(http.post(api('user/login'), () => HttpResponse.json({ token: 'abc123' })));
    await signIn('/login?redirect=https%3A%2F%2Fevil.example%2Fphish');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the throttling message of a 429 in the alert, as the server wrote it', async () => {
    const message = 'Too many failed sign-ins. Try again in 12 minutes.';
    server.use(http.post(api('user/login'), () => HttpResponse.json({ non_field_errors: [message] }, { status: 429 })));
    await signIn('/login', 'demo', 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(passwordField()).toHaveValue('demo');
    expect(getToken()).toBeUndefined();
  });

  it('forgets what an earlier session left in the store when a new one starts', async () => {
    server.use(http.post(api('user/login'), () => HttpResponse.json({ token: 'abc123' })));
    const store = memoryStore({ 'numbers.listParams': { filter: { did: '3225' } } });
    const user = userEvent.setup();
    renderPublic(<LoginPage />, { url: '/login', store });
    await user.type(loginField(), 'demo');
    await user.type(passwordField(), 'demo');
    await user.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getItem('numbers.listParams')).toBeUndefined();
  });

  it('shows the first non_field_errors entry of a 400 in an alert, keeps what was typed and focuses Login, described by the alert', async () => {
    server.use(
      http.post(api('user/login'), () =>
        HttpResponse.json(
          { non_field_errors: ['Unable to log in with provided credentials.', 'second'] },
          { status: 400 },
        ),
      ),
    );
    const user = await signIn('/login', 'demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unable to log in with provided credentials\.$/);
    expect(loginField()).toHaveValue('demo');
    expect(passwordField()).toHaveValue('wrong');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(getToken()).toBeUndefined();
    // The first field takes the focus and reads the refusal (issue 36), after each refusal.
    await waitFor(() => expect(loginField()).toHaveFocus());
    for (const field of [loginField(), passwordField()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Unable to log in with provided credentials.');
    }
    await user.click(submit());
    await waitFor(() => expect(loginField()).toHaveFocus());
  });

  it('shows the first field message of a 400 without non_field_errors', async () => {
    server.use(http.post(api('user/login'), () => HttpResponse.json({ password: ['Too weak.'] }, { status: 400 })));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too weak.');
  });

  it.each([
    ['a 500', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the unexpected-error message and reports %s', async (_, answer) => {
    const report = vi.spyOn(reporting, 'reportError').mockImplementation(() => undefined);
    server.use(http.post(api('user/login'), answer));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, unexpected error.');
    expect(report).toHaveBeenCalledTimes(1);
    report.mockRestore();
  });

  it('shows the notice it was sent with (after a password change ended the session)', () => {
    renderPublic(<LoginPage />, { url: '/login', state: { notice: 'Password has been changed.' } });
    expect(screen.getByText('Password has been changed.')).toBeInTheDocument();
  });

  it('disables the button while signing in', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(api('user/login'), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ token: 't' });
      }),
    );
    await signIn();
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    release();
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
  });
});
