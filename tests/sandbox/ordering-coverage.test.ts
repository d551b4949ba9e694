import { beforeEach, describe, expect, it } from 'vitest';
import { type Client, freshSandbox, signedIn } from './client';
import type { CoverageRow } from '@/providers/types';
import { json, NL } from './ordering-fixtures';

let demo: Client;
beforeEach(async () => {
  const { app } = freshSandbox();
  demo = await signedIn(app, 'demo');
});

type Page = { results: CoverageRow[]; count: number };

describe('coverage', () => {
  it('has one row per plan, paginated', async () => {
    const first = await json<Page>(await demo.get('customer/plans/coverage?page=1&page_size=20'));
    expect(first.count).toBe(29);
    expect(first.results).toHaveLength(20);
    const second = await json<Page>(await demo.get('customer/plans/coverage?page=2&page_size=20'));
    expect(second.results).toHaveLength(9);
    expect(new Set([...first.results, ...second.results].map((r) => r.id)).size).toBe(29);
  });

  it('filters by country and answers what the deep link into ordering needs', async () => {
    const dutch = await json<Page>(await demo.get(`customer/plans/coverage?country=${NL}`));
    expect(dutch.count).toBe(5);
    const geographic = dutch.results.find((r) => r.name === 'Geographic');
    expect(geographic).toMatchObject({
      id: 1,
      country: { id: NL, name: 'Netherlands' },
      type_of_service: 3,
      type: { id: 1, name: 'Geographic' },
      plan_type: 1,
      nrc: '5.00',
      mrc: '1.50',
      porting: true,
      lt_available: true,
    });
    expect(geographic?.stock).toBeGreaterThan(0);
    expect((await demo.get('customer/plans/coverage?country=x')).status).toBe(400);
  });

  it('exports the filtered rows as CSV', async () => {
    const response = await demo.get(`customer/plans/coverage/export?country=${NL}&_export=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Country,Type of service,Type,Plan,Stock,Lead time (days),Lead time without stock (days),Porting,NRC,MRC',
    );
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).every((line) => line.startsWith('Netherlands,'))).toBe(true);
    expect(lines.some((line) => line.includes(',PSTN,Geographic,Geographic PSTN replacement,'))).toBe(true);
  });
});
