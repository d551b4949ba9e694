import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import ApiSettingsPage from '@/src/pages/settings/ApiSettingsPage';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts, toasts } from '@/tests/support/toasts';

const TOKEN = { token: 'tok-1111', docs_location: 'https://docs.example.com/api' };

/** MUI hides the page from assistive technology until the dialog has gone. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

function show() {
  return renderScreen(
    <>
      <ApiSettingsPage />
      <NotificationProbe />
    </>,
    { url: '/api/settings' },
  );
}

describe('ApiSettingsPage', () => {
  it('shows the key read-only with Copy and a Docs link opening a new tab', async () => {
    server.use(http.get(api('customer/auth-token'), () => HttpResponse.json(TOKEN)));
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'API' })).toBeInTheDocument();
    const key = await screen.findByRole('textbox', { name: 'API key' });
    expect(key).toHaveValue('tok-1111');
    expect(key).toHaveAttribute('readonly');
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', TOKEN.docs_location);
    expect(docs).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('tok-1111');
    expect(toastTexts()).toContain('API key copied.');
  });

  it('disables Docs when there is no docs location', async () => {
    server.use(http.get(api('customer/auth-token'), () => HttpResponse.json({ token: 'm', docs_location: null })));
    show();
    const docs = await screen.findByRole('button', { name: 'Docs' });
    expect(docs).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Docs' })).not.toBeInTheDocument();
  });

  it('asks before generating a new key, then shows it with a toast', async () => {
    let regenerated = 0;
    server.use(
      http.get(api('customer/auth-token'), () => HttpResponse.json(TOKEN)),
      http.post(api('customer/auth-token/regenerate'), () => {
        regenerated++;
        return HttpResponse.json({ ...TOKEN, token: 'tok-2222' });
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Generate new key' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The current key stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(regenerated).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Generate new key' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate new key' }));
    expect(await screen.findByDisplayValue('tok-2222')).toBeInTheDocument();
    await dialogClosed();
    expect(regenerated).toBe(1);
    expect(toastTexts()).toContain('A new API key was generated.');
    // Spec part 2 section 9: 5 s.
    expect(toasts().find((toast) => toast.textContent === 'A new API key was generated.')?.dataset.duration).toBe(
      '5000',
    );
  });

  it('shows the server detail of a 400 on regenerate and keeps the old key', async () => {
    server.use(
      http.get(api('customer/auth-token'), () => HttpResponse.json(TOKEN)),
      http.post(api('customer/auth-token/regenerate'), () =>
        HttpResponse.json({ detail: 'Key regeneration is locked.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Generate new key' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate new key' }));
    expect(await screen.findByText('Key regeneration is locked.')).toBeInTheDocument();
    await dialogClosed();
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue('tok-1111');
  });

  it('a 500 on regenerate says, in red where the key is, that the key did not change, and keeps it', async () => {
    server.use(
      http.get(api('customer/auth-token'), () => HttpResponse.json(TOKEN)),
      http.post(api('customer/auth-token/regenerate'), () => HttpResponse.json({}, { status: 500 })),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Generate new key' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate new key' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server-side error occurred.');
    expect(alert).toHaveTextContent('your current API key has not changed and still works');
    await dialogClosed();
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue('tok-1111');
  });

  it('shows the server detail of a 400 on load', async () => {
    server.use(
      http.get(api('customer/auth-token'), () => HttpResponse.json({ detail: 'No API access.' }, { status: 400 })),
    );
    show();
    expect(await screen.findByText('No API access.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the error view on a 500 and retries', async () => {
    let calls = 0;
    server.use(
      http.get(api('customer/auth-token'), () =>
        ++calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(TOKEN),
      ),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Server-side error occurred.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('tok-1111')).toBeInTheDocument();
  });
});
