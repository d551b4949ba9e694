/**
 * The size budget: the JavaScript `/login` loads (entry chunk, the lazy `login` chunk of the sign-in page and their
 * static imports, each file once), gzip, against the stock hello-world's initial JavaScript.
 */
import {
  entryKey,
  filesOf,
  gzipSize,
  initialFiles,
  kB,
  keyOfGroup,
  staticClosure,
  totalGzip,
} from '@/tests/bench/manifest';
import type { BenchContext, BenchReport, Measurement } from '@/tests/bench/types';

const LOGIN_CHUNK = 'login';
export const BUDGET_RATIO = 0.8;

function loginFiles({ portal }: BenchContext): Map<string, string> {
  const { manifest } = portal;
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const login = staticClosure(manifest, [keyOfGroup(manifest, LOGIN_CHUNK)]);
  const roles = new Map<string, string>();
  for (const file of filesOf(manifest, entry)) roles.set(file, 'entry');
  for (const file of filesOf(manifest, login)) if (!roles.has(file)) roles.set(file, 'login page');
  return roles;
}

export const loginJs: Measurement = {
  name: 'login-js',
  run(context: BenchContext): BenchReport {
    const roles = loginFiles(context);
    const rows = [...roles].map(([file, role]) => [role, file, kB(gzipSize(context.portal, file))]);
    const portalTotal = totalGzip(context.portal, roles.keys());
    const stockFiles = initialFiles(context.stock);
    const stockTotal = totalGzip(context.stock, stockFiles);
    const ratio = portalTotal / stockTotal;
    rows.push(['total', `/login, ${roles.size} files`, kB(portalTotal)]);
    rows.push(['stock', `react-admin hello-world, ${stockFiles.length} files`, kB(stockTotal)]);
    return {
      title: 'JavaScript loaded by /login (gzip)',
      columns: ['part', 'file', 'gzip'],
      numeric: [2],
      rows,
      checks: [
        {
          label: `/login initial JS at most ${BUDGET_RATIO} x stock react-admin`,
          pass: ratio <= BUDGET_RATIO,
          detail: `${kB(portalTotal)} / ${kB(stockTotal)} = ${ratio.toFixed(2)} x`,
        },
      ],
    };
  },
};
