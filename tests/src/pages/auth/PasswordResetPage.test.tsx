import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import PasswordResetPage from '@/src/pages/auth/PasswordResetPage';
import { renderPublic } from '@/tests/support/renderPublic';

const emailField = () => screen.getByRole('textbox', { name: /^Email/ });
const submit = () => screen.getByRole('button', { name: 'Reset password' });

function setup() {
  const user = userEvent.setup();
  renderPublic(<PasswordResetPage />, { url: '/password/reset' });
  return user;
}

describe('PasswordResetPage', () => {
  it('explains itself and links back to sign-in', () => {
    setup();
    expect(
      screen.getByText('Please write your e-mail address and check your inbox for the reset password link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('requires an email, then a valid one, before calling the server', async () => {
    const called = vi.fn();
    server.use(http.post(api('user/password-reset'), () => (called(), HttpResponse.json({ detail: 'x' }))));
    const user = setup();
    await user.click(submit());
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await user.type(emailField(), 'not-an-email');
    await user.click(submit());
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it("refuses a@b.c as every form does (react-admin's email rule: tests/src/components/emailRule.test.ts)", async () => {
    const called = vi.fn();
    server.use(http.post(api('user/password-reset'), () => (called(), HttpResponse.json({ detail: 'x' }))));
    const user = setup();
    await user.type(emailField(), 'a@b.c');
    await user.click(submit());
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it("shows the server's detail in a success alert", async () => {
    let body: unknown;
    server.use(
      http.post(api('user/password-reset'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Password reset e-mail has been sent.' });
      }),
    );
    const user = setup();
    await user.type(emailField(), 'anna@example.com');
    await user.click(submit());
    expect(await screen.findByText('Password reset e-mail has been sent.')).toBeInTheDocument();
    expect(body).toEqual({ email: 'anna@example.com' });
  });

  it('shows the email field error of a 400 under the field and keeps the value', async () => {
    server.use(
      http.post(api('user/password-reset'), () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    const user = setup();
    await user.type(emailField(), 'anna@example.com');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('anna@example.com');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a 400 detail under the field', async () => {
    server.use(
      http.post(api('user/password-reset'), () => HttpResponse.json({ detail: 'Try later.' }, { status: 400 })),
    );
    const user = setup();
    await user.type(emailField(), 'anna@example.com');
    await user.click(submit());
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 }), 'Server-side error occurred.'],
    ['a network failure', () => HttpResponse.error(), 'Error occurred.'],
  ])('shows a message for %s and keeps the value', async (_, answer, message) => {
    server.use(http.post(api('user/password-reset'), answer));
    const user = setup();
    await user.type(emailField(), 'anna@example.com');
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailField()).toHaveValue('anna@example.com');
  });
});
