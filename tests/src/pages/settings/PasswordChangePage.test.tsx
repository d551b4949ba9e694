import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { getToken, setToken } from '@/providers/http';
import PasswordChangePage from '@/src/pages/settings/PasswordChangePage';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts, toasts } from '@/tests/support/toasts';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole('button', { name: 'Change password' });

function show() {
  const user = userEvent.setup();
  const view = renderScreen(
    <>
      <PasswordChangePage />
      <NotificationProbe />
    </>,
    {
      url: '/settings/password/change',
      routes: {
        '/login': (
          <>
            <LocationProbe />
            <NotificationProbe />
          </>
        ),
      },
    },
  );
  return { user, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Old password'), 'old-secret');
  await user.type(field('New password'), 'new-secret-1');
  await user.type(field('Confirm new password'), 'new-secret-2');
  await user.click(submit());
}

const answer = (body: JsonBodyType, status: number) =>
  server.use(http.post(api('customer/password/change'), () => HttpResponse.json(body, { status })));

describe('PasswordChangePage', () => {
  it('requires every field with "This is required field."', async () => {
    const { user } = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findAllByText('This is required field.')).toHaveLength(3);
  });

  it('sends the three fields, clears the session and goes to /login on success', async () => {
    let body: unknown;
    server.use(
      http.post(api('customer/password/change'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Password has been changed.' });
      }),
    );
    setToken('session');
    const { user, queryClient } = show();
    queryClient.setQueryData(['customer/me'], { login: 'demo' });
    await fill(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(body).toEqual({ old_password: 'old-secret', new_password1: 'new-secret-1', new_password2: 'new-secret-2' });
    expect(getToken()).toBeUndefined();
    expect(queryClient.getQueryData(['customer/me'])).toBeUndefined();
  });

  // Spec part 2 section 9: its toasts close after 5 s (2.5 s only for list-filter errors).
  it('toasts "Requesting change password..." then the server detail, 5 s each', async () => {
    answer({ detail: 'Password has been changed.' }, 200);
    const { user } = show();
    await fill(user);
    await screen.findByTestId('location');
    expect(toastTexts()).toEqual(['Requesting change password...', 'Password has been changed.']);
    expect(toasts().map((toast) => toast.dataset.duration)).toEqual(['5000', '5000']);
  });

  it('toasts "Password changed." when the server gives no detail', async () => {
    server.use(http.post(api('customer/password/change'), () => new HttpResponse(null, { status: 200 })));
    const { user } = show();
    await fill(user);
    await screen.findByTestId('location');
    expect(toastTexts()).toContain('Password changed.');
  });

  it('puts 400 field errors on their fields, general errors in a red list, toast "Check form errors."', async () => {
    answer(
      {
        old_password: ['Your old password was entered incorrectly. Please enter it again.'],
        new_password1: ['This password is too common.'],
        new_password2: [
          "The two password fields didn't match.",
          'This password is too short. It must contain at least 8 characters.',
        ],
        __all__: ['Too many attempts.'],
        non_field_errors: ['Try again later.'],
      },
      400,
    );
    const { user } = show();
    await fill(user);
    const old = field('Old password');
    await waitFor(() =>
      expect(old).toHaveAccessibleDescription('Your old password was entered incorrectly. Please enter it again.'),
    );
    expect(field('New password')).toHaveAccessibleDescription('This password is too common.');
    expect(field('Confirm new password')).toHaveAccessibleDescription(
      "The two password fields didn't match. This password is too short. It must contain at least 8 characters.",
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts.');
    expect(alert).toHaveTextContent('Try again later.');
    expect(toastTexts()).toEqual(['Requesting change password...', 'Check form errors.']);
    expect(toasts()[1].dataset.duration).toBe('5000');
    expect(old).toHaveValue('old-secret');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the 429 of too many wrong old passwords on the old field, keeping what was typed', async () => {
    answer({ old_password: ['Too many wrong passwords. Try again in 15 minutes.'] }, 429);
    const { user } = show();
    await fill(user);
    await waitFor(() =>
      expect(field('Old password')).toHaveAccessibleDescription('Too many wrong passwords. Try again in 15 minutes.'),
    );
    expect(field('New password')).toHaveValue('new-secret-1');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('toasts "Error occurred." on %s and keeps what was typed', async (_, reply) => {
    server.use(http.post(api('customer/password/change'), reply));
    setToken('session');
    const { user } = show();
    await fill(user);
    await waitFor(() => expect(toastTexts()).toContain('Error occurred.'));
    expect(toasts().find((toast) => toast.textContent === 'Error occurred.')?.dataset.duration).toBe('5000');
    expect(field('New password')).toHaveValue('new-secret-1');
    expect(getToken()).toBe('session');
  });
});
