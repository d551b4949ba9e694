import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'ra-core';
import { forgetSession } from '@/src/system/forgetSession';
import { getToken, setToken } from '@/providers/http';

describe('forgetSession', () => {
  it('drops the token, every cached answer and the stored list state, and keeps the language', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customer/me'], { login: 'demo' });
    const store = memoryStore({
      'numbers.listParams': { filter: { did: '3225' }, perPage: 50 },
      'numbers.selectedIds': [1, 2],
      locale: 'fr',
    });
    store.setup();
    setToken('session-token');

    forgetSession(queryClient, store);

    expect(getToken()).toBeUndefined();
    expect(queryClient.getQueryData(['customer/me'])).toBeUndefined();
    expect(store.getItem('numbers.listParams')).toBeUndefined();
    expect(store.getItem('numbers.selectedIds')).toBeUndefined();
    expect(store.getItem('locale')).toBe('fr');
  });
});
