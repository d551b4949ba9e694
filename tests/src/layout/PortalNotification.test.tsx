/**
 * Spec part 1 section 4: each action shows loading, then success or error; toasts close after 5 s (or 2.5 s). The
 * success follows the loading toast when the action ends, not after the loading toast's own 5 s.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { renderScreen } from '@/tests/support/render';
import PortalNotification from '@/src/layout/PortalNotification';
import { steerableClock } from '@/tests/support/clock';

function Steps({ messages }: { messages: string[] }) {
  const notify = useNotify();
  return (
    <>
      <button
        onClick={() => messages.forEach((message, index) => notify(message, { type: index ? 'success' : 'info' }))}
      >
        Save
      </button>
      <PortalNotification />
    </>
  );
}

/** A write that tells its own loading, as the end-user save does, and answers when `answer` settles. */
function SlowSave({ answer }: { answer: Promise<void> }) {
  const notify = useNotify();
  const save = useMutation({
    mutationFn: async () => {
      notify('Saving profile...', { type: 'info' });
      await answer;
    },
  });
  return (
    <>
      <button onClick={() => save.mutate()}>Save</button>
      <PortalNotification />
    </>
  );
}

describe('PortalNotification', () => {
  it('a newer toast takes the place of the one on screen at once', async () => {
    const user = userEvent.setup();
    const steps = ['Saving profile...', 'Profile is saved.', 'Saving documents...', 'Documents saved.'];
    renderScreen(<Steps messages={steps} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Well before the first toast's 5 s: only the toasts' entrances and exits stand between them.
    await waitFor(() => expect(screen.getByText('Documents saved.')).toBeVisible(), { timeout: 2500 });
    for (const step of steps.slice(0, 3)) expect(screen.queryByText(step)).not.toBeInTheDocument();
    expect(screen.getByText('Documents saved.').closest('.MuiSnackbar-root')).toHaveClass(
      'MuiSnackbar-anchorOriginBottomRight',
    );
    expect(screen.getByText('Documents saved.').closest('.MuiSnackbarContent-root')).toHaveClass(
      'RaNotification-success',
    );
  });

  it('a toast with no newer one stays on screen', async () => {
    const clock = steerableClock();
    const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
    renderScreen(<Steps messages={['Profile is saved.']} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile is saved.')).toBeVisible();
    // Most of its 5 s.
    await clock.pass(4000);
    expect(screen.getByText('Profile is saved.')).toBeVisible();
  });

  it('a screen that tells its own loading is not covered by "Working…" at the same place', async () => {
    const clock = steerableClock();
    const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
    // The server has not answered yet while the checks below are made: it never does in this test.
    renderScreen(<SlowSave answer={new Promise<void>(() => undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving profile...')).toBeVisible();
    // Past the 300 ms after which a running write shows "Working…" when nothing else is on screen.
    await clock.pass(1000);
    expect(screen.getByText('Saving profile...')).toBeVisible();
    expect(screen.queryByText('Working…')).not.toBeInTheDocument();
  });

  it('announces a toast once: it appears in a live region that was in the page before it (issue 36 item 3)', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<Steps messages={['Profile is saved.']} />);
    const polite = container.querySelector('[aria-live="polite"]');
    expect(polite).not.toBeNull();
    expect(polite).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(polite).toHaveTextContent('Profile is saved.'));
    // Inside the region and under no role that would announce it a second time (MUI's own `alert`).
    const toast = screen.getByText('Profile is saved.');
    expect(polite).toContainElement(toast);
    expect(toast.closest('[role="alert"], [role="status"]')).toBeNull();
  });
});
