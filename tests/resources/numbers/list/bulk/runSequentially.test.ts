import { describe, expect, it } from 'vitest';
import { runSequentially } from '@/resources/numbers/list/bulk/runSequentially';
import { changeErrorMessage } from '@/resources/numbers/list/bulk/changeErrorMessage';
import { ApiError } from '@/providers/http';

describe('runSequentially', () => {
  it('runs one item at a time, in order, and keeps going after a failure', async () => {
    const events: string[] = [];
    let running = 0;
    const task = async (item: number) => {
      running += 1;
      expect(running).toBe(1);
      events.push(`start ${item}`);
      await new Promise((resolve) => setTimeout(resolve, 5 - item));
      running -= 1;
      if (item === 2) throw new Error('refused');
      events.push(`end ${item}`);
    };
    const progress: number[] = [];
    const results = await runSequentially(
      [1, 2, 3],
      task,
      (error) => (error as Error).message,
      (_, done) => progress.push(done),
    );
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'start 3', 'end 3']);
    expect(progress).toEqual([1, 2, 3]);
    expect(results).toEqual([
      { item: 1, outcome: { ok: true } },
      { item: 2, outcome: { ok: false, message: 'refused' } },
      { item: 3, outcome: { ok: true } },
    ]);
  });

  it('answers an empty list with no results', async () => {
    expect(
      await runSequentially(
        [],
        () => Promise.resolve(),
        () => '',
      ),
    ).toEqual([]);
  });
});

describe('changeErrorMessage', () => {
  it("prefers the changed field's message, then the general one, then the fallback", () => {
    expect(
      changeErrorMessage(
        new ApiError(400, { profile: ['This end user is blocked.'] }, 'x'),
        'profile',
        'Error occurred.',
      ),
    ).toBe('This end user is blocked.');
    expect(changeErrorMessage(new ApiError(404, { detail: 'Not found.' }, 'x'), 'profile', 'Error occurred.')).toBe(
      'Not found.',
    );
    expect(changeErrorMessage(new ApiError(0, undefined, 'x'), 'profile', 'Error occurred.')).toBe('Error occurred.');
  });
});
