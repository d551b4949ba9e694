/**
 * What the portal relies on in react-admin and MUI beyond their types (issue 45 item 4): an upgrade that breaks one of
 * these fails here, not in a customer's browser. The exports the code imports (the DataTable contexts, ra-core's
 * notification context, `Resource.registerResource`) are the type check's: a renamed or removed one fails `tsc`.
 *
 * - The class names written in src/ and resources/ (`.RaFilterForm-filterFormInput`, `.MuiTableCell-alignRight`), as
 *   selectors or as classes a hand-drawn element wears, are strings the compiler cannot check: each must still be one
 *   that the libraries' own class tables (`ListClasses`, `tableCellClasses`, …) name.
 * - The list prefetch (src/console/list/listPrefetch.ts) writes down useGetList's query key: a list must find the
 *   prefetched page under the key react-admin's own hook asks for.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as mui from '@mui/material';
// Every class table react-admin exports, read as data (the rule is about where useTranslate comes from).
// eslint-disable-next-line no-restricted-imports
import * as reactAdmin from 'react-admin';
import { CoreAdminContext, memoryStore, useGetList, type DataProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { listQuery } from '@/src/console/list/listPrefetch';

/** Every `Ra…-…` and `Mui…-…` class name in the portal's own code. */
function classNamesInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of ['src', 'resources']) {
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const path = join(folder, file);
      for (const [name] of readFileSync(path, 'utf8').matchAll(/\b(?:Ra|Mui)[A-Z][A-Za-z]*-[a-z][A-Za-z]*\b/g))
        if (!found.has(name)) found.set(name, path);
    }
  }
  return found;
}

/** The class names a library's exported `…Classes` tables give (`tableCellClasses.alignRight`, `ListClasses.main`). */
function exportedClassNames(library: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  for (const [key, value] of Object.entries(library)) {
    if (!/Classes$/.test(key) || typeof value !== 'object' || value === null) continue;
    for (const name of Object.values(value)) if (typeof name === 'string') names.add(name);
  }
  return names;
}

describe('what the portal relies on in react-admin and MUI', () => {
  it('every Ra and Mui class name the code writes is one the libraries still give', () => {
    const known = new Set([...exportedClassNames(mui), ...exportedClassNames(reactAdmin)]);
    const used = classNamesInSources();
    // The scan finds what it should: the filter inputs' and the table cells' classes, among others.
    expect(used.has('RaFilterForm-filterFormInput') && used.has('MuiTableCell-alignRight')).toBe(true);
    const unknown = [...used].filter(([name]) => !known.has(name)).map(([name, path]) => `${name} (${path})`);
    expect(unknown).toEqual([]);
  });

  it("the list prefetch's key is the one useGetList asks for", async () => {
    const store = memoryStore({ 'contacts.listParams': { filter: { level: 2 }, page: 2, perPage: 50 } });
    const { queryKey, params } = listQuery('contacts', '?filter=%7B%22name%22%3A%22Ada%22%7D', store);
    const dataProvider = {
      getList: () => Promise.resolve({ data: [], total: 0 }),
    } as unknown as DataProvider;
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient} store={store}>
          {children}
        </CoreAdminContext>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useGetList('contacts', params), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const asked = queryClient.getQueryCache().findAll({ queryKey: ['contacts', 'getList'] });
    expect(asked.map((query) => query.queryKey)).toEqual([queryKey]);
  });
});
