/** Spec part 1 section 4: each action shows loading, then success or error. */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { renderScreen } from '@/tests/support/render';
import { ActionProgressToast } from '@/src/layout/ActionProgressToast';
import { steerableClock } from '@/tests/support/clock';

function Action({ answer }: { answer: Promise<void> }) {
  const save = useMutation({ mutationFn: () => answer });
  return (
    <>
      <button onClick={() => save.mutate()}>Save</button>
      <ActionProgressToast />
    </>
  );
}

describe('ActionProgressToast', () => {
  it('shows "Working…" while an action runs longer than 300 ms, and goes when it ends', async () => {
    let finish = () => undefined as void;
    const answer = new Promise<void>((resolve) => (finish = resolve));
    const user = userEvent.setup();
    renderScreen(<Action answer={answer} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Working…')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Working…');
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByText('Working…')).not.toBeInTheDocument());
  });

  it('shows nothing for an action that answers at once', async () => {
    const clock = steerableClock();
    const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
    renderScreen(<Action answer={Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await clock.pass(1000);
    expect(screen.queryByText('Working…')).not.toBeInTheDocument();
  });
});
