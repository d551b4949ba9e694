import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import GeneralSettingsPage from '@/src/pages/settings/GeneralSettingsPage';
import type { CustomerDetails } from '@/providers/types';

const DETAILS: CustomerDetails = {
  company_name: 'Acme Telecom BV',
  address: 'Keizersgracht 1',
  city: 'Amsterdam',
  postal_code: '1015 CJ',
  website: 'https://acme.example',
  vat_number: 'NL123456789B01',
  company_registration_number: 'KVK-998877',
  timezone: 'Europe/Amsterdam',
  login: 'demo',
  currency: 'EUR',
  customer_type: 1,
  channels: 30,
  dids_count: 42,
  status: 'Active',
};

/** The value shown next to a label of the definition list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('GeneralSettingsPage', () => {
  it('shows company and account info read-only, and links to the password change', async () => {
    server.use(http.get(api('customer/details'), () => HttpResponse.json(DETAILS)));
    renderScreen(<GeneralSettingsPage />, { url: '/settings/general' });
    expect(screen.getByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Telecom BV')).toBeInTheDocument();
    expect(valueOf('Company name')).toBe('Acme Telecom BV');
    expect(valueOf('VAT number')).toBe('NL123456789B01');
    expect(valueOf('Company registration number')).toBe('KVK-998877');
    expect(valueOf('Customer type')).toBe('Prepaid');
    expect(valueOf('Numbers')).toBe('42');
    expect(valueOf('Channels')).toBe('30');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/settings/password/change');
  });

  it('labels customer type 2 as Postpaid', async () => {
    server.use(http.get(api('customer/details'), () => HttpResponse.json({ ...DETAILS, customer_type: 2 })));
    renderScreen(<GeneralSettingsPage />, { url: '/settings/general' });
    await screen.findByText('Acme Telecom BV');
    expect(valueOf('Customer type')).toBe('Postpaid');
  });

  it('shows the error view on failure and loads again on retry', async () => {
    let calls = 0;
    server.use(
      http.get(api('customer/details'), () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json(DETAILS))),
    );
    const user = userEvent.setup();
    renderScreen(<GeneralSettingsPage />, { url: '/settings/general' });
    expect(
      await screen.findByText('The portal could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Acme Telecom BV')).toBeInTheDocument();
  });
});
