/**
 * Focus after a route change (issue 36 item 2): the new page's heading takes it, not on the app's first load and not
 * when only a list's query changes; a server-refused form focuses its first field in error (Bad input and faults).
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { Form } from 'ra-core';
import { renderScreen } from '@/tests/support/render';
import { demoMe, serveAccount } from '@/tests/support/shellFixtures';
import PortalLayout from '@/src/layout/PortalLayout';
import { PageTitle } from '@/src/components/PageTitle';
import { FormTextField } from '@/src/components/FormTextField';

/** A page whose heading comes with its data, a moment after the route changed. */
function LatePage() {
  const [ready, setReady] = useState(false);
  if (!ready) setTimeout(() => setReady(true), 50);
  return ready ? <PageTitle title="Invoices" /> : <p>Loading</p>;
}

describe('focus on a route change', () => {
  it('moves to the new page heading after a navigation, not on the first load nor on a query change', async () => {
    serveAccount({ me: demoMe });
    const user = userEvent.setup();
    const layout = (page: React.ReactNode) => <PortalLayout>{page}</PortalLayout>;
    renderScreen(
      layout(
        <>
          <PageTitle title="My numbers" />
          <Link to="/billing/invoices">Invoices</Link>
        </>,
      ),
      {
        url: '/numbers/existing',
        routes: {
          '/billing/invoices': layout(
            <>
              <LatePage />
              <Link to="/billing/invoices?page=2">Next page</Link>
            </>,
          ),
        },
      },
    );
    const first = screen.getByRole('heading', { level: 1, name: 'My numbers' });
    expect(first).toHaveAttribute('tabindex', '-1');
    expect(first).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Invoices' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Invoices' });
    await waitFor(() => expect(heading).toHaveFocus());

    const next = screen.getByRole('link', { name: 'Next page' });
    await user.click(next);
    expect(next).toHaveFocus();
    expect(heading).not.toHaveFocus();
  });
});

describe('focus on a server refusal', () => {
  it('moves to the first field in error, which says its message', async () => {
    serveAccount({ me: demoMe });
    const user = userEvent.setup();
    renderScreen(
      <Form
        onSubmit={() => Promise.resolve({ city: 'Enter a valid city.', street: 'Enter a valid street.' })}
        noValidate
      >
        <FormTextField source="name" label="Name" />
        <FormTextField source="street" label="Street" />
        <FormTextField source="city" label="City" />
        <button type="submit">Save</button>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Paris office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const street = screen.getByRole('textbox', { name: 'Street' });
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription('Enter a valid street.');
  });
});
