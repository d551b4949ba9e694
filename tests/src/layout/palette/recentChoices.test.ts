import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'ra-core';
import { forgetSession } from '@/src/system/forgetSession';
import { RECENT_KEY, readRecentChoices, rememberChoice } from '@/src/layout/palette/recentChoices';

describe('palette recent choices', () => {
  it('keeps the last five choices, newest first, once each', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 2]) {
      rememberChoice({ kind: 'tickets', label: `Ticket ${id}`, path: `/tickets/details/${id}` });
    }
    expect(readRecentChoices().map((choice) => choice.path)).toEqual([
      '/tickets/details/2',
      '/tickets/details/6',
      '/tickets/details/5',
      '/tickets/details/4',
      '/tickets/details/3',
    ]);
  });

  it('ignores what it did not write: other shapes, another origin', () => {
    localStorage.setItem(
      RECENT_KEY,
      JSON.stringify([
        { kind: 'page', label: 'x', path: '//evil.example' },
        { kind: 'nope', label: 'x', path: '/' },
        3,
      ]),
    );
    expect(readRecentChoices()).toEqual([]);
    localStorage.setItem(RECENT_KEY, '{not json');
    expect(readRecentChoices()).toEqual([]);
  });

  it('is forgotten when the session ends: nothing of a customer stays in the browser', () => {
    rememberChoice({ kind: 'numbers', label: '31201234567', path: '/numbers/31201234567/details' });
    const store = memoryStore({ locale: 'fr' });
    store.setup();
    forgetSession(new QueryClient(), store);
    expect(localStorage.getItem(RECENT_KEY)).toBeNull();
    expect(readRecentChoices()).toEqual([]);
  });
});
