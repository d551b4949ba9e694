/** Which chunk each lazily loaded module goes to (scripts/chunkGroups.ts), on a small module graph. */
import { describe, expect, it } from 'vitest';
import { groupSets } from '@/scripts/chunkGroups';

/** A graph from "module -> its static imports", with the modules that are loaded lazily and the entry. */
function graph(imports: Record<string, string[]>, lazy: string[], entry = 'src/main.tsx') {
  const ids = [...new Set([...Object.keys(imports), ...Object.values(imports).flat()])];
  const infoOf = (id: string) =>
    ids.includes(id)
      ? { importedIds: imports[id] ?? [], isEntry: id === entry, dynamicImporters: lazy.includes(id) ? [entry] : [] }
      : null;
  return { ids, infoOf };
}

const MUI = 'node_modules/@mui/material/Button.js';
const REACT = 'node_modules/react/index.js';
const CHARTS = 'node_modules/recharts/index.js';
const D3 = 'node_modules/d3-scale/index.js';
const FORM = 'node_modules/ra-core/Form.js';

const IMPORTS = {
  'src/main.tsx': [REACT, 'src/App.tsx'],
  'src/App.tsx': [REACT],
  'src/pages/auth/LoginPage.tsx': [REACT, 'node_modules/@mui/material/TextField.js'],
  'src/pages/auth/PasswordResetPage.tsx': [FORM, 'node_modules/@mui/material/TextField.js'],
  'src/PortalAdmin.tsx': [MUI, FORM, 'node_modules/@mui/material/TextField.js', 'src/layout/TopBar.tsx'],
  'resources/numbers/NumberList.tsx': ['src/console/list/PortalList.tsx', MUI],
  'resources/trunks/TrunkList.tsx': ['src/console/list/PortalList.tsx', 'resources/trunks/TrunkRow.tsx'],
  'src/console/list/PortalList.tsx': ['node_modules/@mui/material/Table.js'],
  'resources/numbers/StatisticsCharts.tsx': [CHARTS, 'src/components/chartColors.ts'],
  'resources/balance/BalanceChart.tsx': [CHARTS, 'src/components/chartColors.ts'],
  [CHARTS]: [D3, REACT],
  'src/pages/order/numbers/OrderNumbersPage.tsx': [
    'src/pages/cart/configure/LineSelect.tsx',
    'src/components/Money.tsx',
  ],
  'src/pages/cart/checkout/CheckoutPage.tsx': ['src/pages/cart/configure/LineSelect.tsx'],
  'src/pages/dashboard/DashboardPage.tsx': ['src/components/Money.tsx'],
};
const LAZY = [
  'src/pages/auth/LoginPage.tsx',
  'src/pages/auth/PasswordResetPage.tsx',
  'src/PortalAdmin.tsx',
  'resources/numbers/NumberList.tsx',
  'resources/trunks/TrunkList.tsx',
  'resources/numbers/StatisticsCharts.tsx',
  'resources/balance/BalanceChart.tsx',
  'src/pages/order/numbers/OrderNumbersPage.tsx',
  'src/pages/cart/checkout/CheckoutPage.tsx',
  'src/pages/dashboard/DashboardPage.tsx',
];

describe('chunk groups', () => {
  const { ids, infoOf } = graph(IMPORTS, LAZY);
  const sets = groupSets(ids, infoOf);

  it('puts the sign-in page and what it needs beyond the entry in login', () => {
    expect([...sets.login].sort()).toEqual(['node_modules/@mui/material/TextField.js', 'src/pages/auth/LoginPage.tsx']);
  });

  it('puts the other public pages and what they need beyond login in public', () => {
    expect([...sets.public].sort()).toEqual([FORM, 'src/pages/auth/PasswordResetPage.tsx']);
  });

  it('puts the admin shell and its imports in console, except what the entry and the public pages hold', () => {
    expect([...sets.console].sort()).toEqual([MUI, 'src/PortalAdmin.tsx', 'src/layout/TopBar.tsx']);
  });

  it('puts what two screens share in screens, and leaves each screen and its own modules out', () => {
    expect(sets.screens).toEqual(
      new Set([
        'src/console/list/PortalList.tsx',
        'node_modules/@mui/material/Table.js',
        'src/components/chartColors.ts',
        'src/components/Money.tsx',
      ]),
    );
  });

  it('puts what only the ordering wizards share in ordering, not in the screens every list loads', () => {
    expect(sets.ordering).toEqual(new Set(['src/pages/cart/configure/LineSelect.tsx']));
    expect(sets.screens.has('src/pages/cart/configure/LineSelect.tsx')).toBe(false);
  });

  it('leaves the chart library to the charts even though two of them load it', () => {
    expect(sets.screens.has(CHARTS)).toBe(false);
    expect(sets.screens.has(D3)).toBe(false);
    expect(sets.console.has(CHARTS)).toBe(false);
  });

  it('leaves the entry chunk whole', () => {
    for (const set of Object.values(sets)) expect(set.has(REACT)).toBe(false);
  });

  it('says which module it could not find', () => {
    const { ids: withoutShell, infoOf: lookup } = graph({ 'src/main.tsx': [] }, []);
    expect(() => groupSets(withoutShell, lookup)).toThrow(/no module src\/pages\/auth\/LoginPage\.tsx/);
  });
});
