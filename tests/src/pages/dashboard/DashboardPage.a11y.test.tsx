/**
 * The home page's structure as other checkers than axe read it (issue 36 item 1): no id twice, every id that a control
 * names is there once, and the snapshot table's figures each described by their headers.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/tests/support/render';
import DashboardPage from '@/src/pages/dashboard/DashboardPage';
import { demoMe, serveAccount, setViewportWidth } from '@/tests/support/shellFixtures';
import { cellsWithoutHeaders } from '@/tests/support/tableHeaders';
import { serveDashboard } from './dashboardFixtures';

const widget = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

/** The attributes whose value names other elements by id. */
const REFERENCES = [
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-owns',
  'aria-activedescendant',
  'for',
  'headers',
];

/** Each id that occurs more than once, and each reference to an id that is not exactly once on the page. */
function idProblems(): string[] {
  const count = new Map<string, number>();
  for (const element of Array.from(document.querySelectorAll('[id]')))
    count.set(element.id, (count.get(element.id) ?? 0) + 1);
  const repeated = [...count].filter(([, times]) => times > 1).map(([id, times]) => `id "${id}" ${times} times`);
  const dangling = REFERENCES.flatMap((attribute) =>
    Array.from(document.querySelectorAll(`[${attribute}]`)).flatMap((element) =>
      (element.getAttribute(attribute) ?? '')
        .split(/\s+/)
        .filter((id) => id && count.get(id) !== 1)
        .map((id) => `${element.tagName.toLowerCase()} ${attribute}="${id}" names ${count.get(id) ?? 0} elements`),
    ),
  );
  return [...repeated, ...dangling];
}

describe('the home page for other checkers (issue 36)', () => {
  it.each([1366, 375])('at %i px repeats no id, and every id a widget names is there once', async (width) => {
    setViewportWidth(width);
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const orders = await widget('Open orders');
    const toggle = await within(orders).findByRole('button', { name: /ORD-1001/ });
    await within(await widget('Account snapshot')).findByText('Others');
    await within(await widget('News')).findByText('New coverage in Portugal.');
    expect(idProblems()).toEqual([]);

    // An order opened: its button names its lines, which are there.
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-controls');
    expect(idProblems()).toEqual([]);
  });

  it("describes each figure of the snapshot table by its country, its column and the column's group", async () => {
    setViewportWidth(1366);
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const table = await within(await widget('Account snapshot')).findByRole('table');
    await within(table).findByText('Others');
    expect(cellsWithoutHeaders(table as HTMLTableElement)).toEqual([]);
  });
});
