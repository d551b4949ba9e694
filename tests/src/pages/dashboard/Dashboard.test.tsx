import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../../support/msw';
import { renderScreen } from '../../../support/render';
import DashboardPage from '../../../../src/pages/dashboard/DashboardPage';
import { demoBalance, demoMe, meteredMe, serveAccount } from '../../../support/shellFixtures';
import { serveDashboard } from './dashboardFixtures';

describe('dashboard', () => {
  it('welcomes the company and shows the prepaid balance status with Top-up', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Customer Portal');
    expect(await screen.findByText('Welcome, Northwind Telecom B.V.')).toBeInTheDocument();
    const widget = (await screen.findByRole('heading', { name: 'Balance status' })).closest('section') as HTMLElement;
    expect(await within(widget).findByText('€1,250.40')).toBeInTheDocument();
    expect(within(widget).getByText('€100.00')).toBeInTheDocument();
    expect(within(widget).queryByText(/below the notification threshold/)).not.toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Top-up' })).toHaveAttribute('href', '/billing/balance');
  });

  it('warns when the balance is below the threshold', async () => {
    serveDashboard();
    serveAccount({ me: demoMe, balance: { ...demoBalance, balance: '40.00', is_below_threshold: true } });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Your balance is below the notification threshold.')).toBeInTheDocument();
  });

  it('has no balance widget for postpaid customers', async () => {
    serveDashboard();
    serveAccount({ me: meteredMe });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Welcome, Metered Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Balance status' })).not.toBeInTheDocument();
  });

  it('shows a friendly error in the widget and retries', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    let calls = 0;
    server.use(
      http.get(api('customer/balance'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(demoBalance);
      }),
    );
    renderScreen(<DashboardPage />);
    const widget = (await screen.findByRole('heading', { name: 'Balance status' })).closest('section') as HTMLElement;
    expect(await within(widget).findByText('This information could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByText('€1,250.40')).toBeInTheDocument();
    expect(within(widget).queryByText('This information could not be loaded.')).not.toBeInTheDocument();
  });
});
