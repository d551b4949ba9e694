import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import * as reporting from '@/src/system/reporting';
import { ADDRESS, documents, fields, form, planForm, serveEdit, version } from './profileEditFixtures';
import { NO_PLAN_URL, PLAN_URL, field, requirement, saveButton, search, select, showEdit } from './showEdit';

// Spied exports rather than mocked modules: the file shares the dom project's modules (vitest.config.ts).
const reportInfo = vi.spyOn(reporting, 'reportInfo');
beforeAll(() => {
  reportInfo.mockImplementation(() => undefined);
});
afterAll(() => reportInfo.mockRestore());

describe('ProfileEdit: requirements and what the form shows', () => {
  it('with a plan: title, name, plan documents and the plan badge', async () => {
    serveEdit();
    showEdit();
    await saveButton();
    expect(screen.getByRole('heading', { level: 1, name: 'Northwind Rotterdam Office' })).toBeInTheDocument();
    expect(field('End user name')).toHaveValue('Northwind Rotterdam Office');
    expect(field('End user name')).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Required Documents for this Plan' })).toBeInTheDocument();
    expect(
      screen.getByText('Please complete the missing data marked in red that is needed for this Plan.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Required Documents for this Plan' }).parentElement!;
    expect(within(list).getByRole('listitem', { name: 'Proof of address' })).toBeInTheDocument();
    expect(within(list).queryByRole('listitem', { name: 'Customer ID document' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KYC form' })).toHaveAttribute('href', '/api/v1/templates/kyc-form.pdf');
    expect(screen.getByText('Newly submitted data is normally validated within 1 business day.')).toBeInTheDocument();
  });

  it('without a plan: "All Documents" and the badge asking for Country and Plan; Plan disabled until a country', async () => {
    serveEdit();
    const { user, router } = showEdit(NO_PLAN_URL);
    await saveButton();
    expect(screen.getByRole('heading', { name: 'All Documents' })).toBeInTheDocument();
    expect(
      screen.getByText('To filter required data and documents, please select Country and Plan.'),
    ).toBeInTheDocument();
    expect(requirement('Plan')).toHaveAttribute('aria-disabled', 'true');
    await user.click(requirement('Country'));
    await user.click(await screen.findByRole('option', { name: 'Netherlands' }));
    await waitFor(() => expect(requirement('Plan')).not.toHaveAttribute('aria-disabled'));
    await user.click(requirement('Plan'));
    await user.click(await screen.findByRole('option', { name: 'NL Mobile' }));
    await waitFor(() => expect(search(router)).toEqual({ country: '1', plan: '4', type: '2' }));
    expect(await screen.findByRole('heading', { name: 'Required Documents for this Plan' })).toBeInTheDocument();
  });

  it('a new country clears plan and type in the URL', async () => {
    serveEdit();
    const { user, router } = showEdit(PLAN_URL);
    await saveButton();
    await waitFor(() => expect(requirement('Plan')).toHaveTextContent('NL Geographic'));
    await user.click(requirement('Country'));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(search(router)).toEqual({ country: '2' }));
    expect(requirement('Plan')).not.toHaveTextContent('NL Geographic');
  });

  it('required fields are red while empty and green once filled, with a text saying so', async () => {
    serveEdit({ planForm: planForm({ fields: fields({ street: 'Coolsingel' }, ADDRESS) }) });
    const { user } = showEdit();
    await saveButton();
    const street = field('Street').closest('[data-requirement]')!;
    const postal = field('Postal code').closest('[data-requirement]')!;
    expect(street).toHaveAttribute('data-requirement', 'filled');
    expect(within(street as HTMLElement).getByText('Required: filled in')).toBeInTheDocument();
    expect(postal).toHaveAttribute('data-requirement', 'missing');
    expect(within(postal as HTMLElement).getByText('Required: missing')).toBeInTheDocument();
    expect(field('First name').closest('.MuiTextField-root')).not.toHaveAttribute('data-requirement');
    await user.type(field('Postal code'), '3011 AD');
    expect(postal).toHaveAttribute('data-requirement', 'filled');
  });

  it('changing the data country resets the area', async () => {
    serveEdit({ allForm: form({ fields: fields({ country: 1, area: 11 }) }) });
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await waitFor(() => expect(select('Area')).toHaveTextContent('Rotterdam'));
    const dataCountry = select('Country');
    await user.click(dataCountry);
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(select('Area')).not.toHaveTextContent('Rotterdam'));
    await user.click(select('Area'));
    expect(await screen.findByRole('option', { name: 'Paris' })).toBeInTheDocument();
  });

  it('a country-specific address document locks the data country to the URL country', async () => {
    serveEdit({ planForm: planForm({ fields: fields({ country: 2 }, ADDRESS) }) });
    showEdit(PLAN_URL);
    await saveButton();
    const dataCountry = select('Country');
    await waitFor(() => expect(dataCountry).toHaveTextContent('Netherlands'));
    expect(dataCountry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/the country is the one chosen on the left/)).toBeInTheDocument();
  });

  it('shows Add, Add new and Replace, and data-only documents with the fields they need', async () => {
    serveEdit({
      allForm: form({
        documents: documents([], { 6: [version(1, 6, 'Validated')], 17: [version(2, 17, 'Rejected')] }),
      }),
    });
    showEdit(NO_PLAN_URL);
    await saveButton();
    expect(screen.getByRole('button', { name: 'Add: Customer ID document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new: Know-your-customer form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace: Last invoice' })).toBeInTheDocument();
    const invoice = screen.getByRole('listitem', { name: 'Last invoice' });
    expect(within(invoice).getByText('Latest status: Rejected')).toBeInTheDocument();
    const address = screen.getByRole('listitem', { name: 'Address' });
    expect(within(address).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(
      within(address).getByText('Needs the fields: Street, House number, Postal code, City, Country'),
    ).toBeInTheDocument();
    // A data-only document takes no file, so it is never "Not uploaded".
    expect(within(address).queryByText('Not uploaded')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Customer ID document' })).getByText('Not uploaded'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Company registration number' })).getByText(
        'Needs the fields: Company registration number',
      ),
    ).toBeInTheDocument();
  });

  it('leaves an unknown document type out and reports it as missing configuration', async () => {
    serveEdit();
    showEdit(NO_PLAN_URL);
    await saveButton();
    expect(screen.queryByText('Local presence declaration')).not.toBeInTheDocument();
    expect(reportInfo).toHaveBeenCalledWith('Missing configuration: document type 21');
  });

  it('opens the documents list of this profile, marked as coming from the edit screen', async () => {
    serveEdit();
    const { user, router } = showEdit(NO_PLAN_URL);
    await saveButton();
    await user.click(screen.getByRole('button', { name: 'Show documents' }));
    expect(await screen.findByText('Documents page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?profile=7');
    expect(router.state.location.state).toEqual({ fromEdit: true });
  });

  it('a missing profile is the not-found page', async () => {
    serveEdit();
    server.use(http.get(api('customer/account/7'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    showEdit();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('another load error is the error view with a retry', async () => {
    serveEdit();
    let calls = 0;
    server.use(
      http.get(api('customer/account/7/form/plan/:plan/type/:type'), () =>
        ++calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(planForm()),
      ),
    );
    const { user } = showEdit();
    expect(await screen.findByText('Server-side error occurred.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await saveButton()).toBeInTheDocument();
  });
});
