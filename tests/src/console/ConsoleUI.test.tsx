import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { useResourceDefinitions } from 'ra-core';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { ConsoleUI } from '@/src/console/ConsoleUI';
import PortalLayout from '@/src/layout/PortalLayout';
import { RESOURCES } from '@/resources';
import { demoMe, serveAccount } from '@/tests/support/shellFixtures';

/** What a screen of the console saw on each of its renders. */
const seen: { resources: string[]; numbers?: string }[] = [];

function Probe() {
  const definitions = useResourceDefinitions();
  seen.push({
    resources: Object.keys(definitions),
    numbers: definitions.numbers?.recordRepresentation as string | undefined,
  });
  return <h1>The screen</h1>;
}

function renderConsole(url: string) {
  setToken('tok');
  serveAccount({ me: demoMe });
  seen.length = 0;
  return renderScreen(
    <ConsoleUI resources={RESOURCES} layout={PortalLayout}>
      <Route path="/probe" element={<Probe />} />
      <Route path="*" element={<h1>Nothing here</h1>} />
    </ConsoleUI>,
    { url, path: '*' },
  );
}

describe('ConsoleUI', () => {
  it("shows a route's screen inside the portal's layout, with every resource known from its first render", async () => {
    renderConsole('/probe');
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'The screen' }));
    expect(seen[0].resources.sort()).toEqual(RESOURCES.map((resource) => resource.name).sort());
    // Record representations (the names in titles and pickers) are there at once.
    expect(seen[0].numbers).toBe(RESOURCES.find((resource) => resource.name === 'numbers')?.recordRepresentation);
  });

  it('renders the screen once when the console mounts (nothing registered after the first commit)', async () => {
    renderConsole('/probe');
    await screen.findByRole('heading', { name: 'The screen' });
    // The bar's own lookups answer in the meantime (its balance): they must not render the routes again.
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await screen.findByText(/1,250\.40/);
    expect(seen).toHaveLength(1);
  });

  it('shows the other routes for paths the screens do not take', async () => {
    renderConsole('/elsewhere');
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
  });
});
