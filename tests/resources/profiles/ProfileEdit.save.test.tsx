import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { toastTexts } from '@/tests/support/toasts';
import { ADDRESS, documents, fields, form, planForm, serveEdit, serveSave, version } from './profileEditFixtures';
import { NO_PLAN_URL, PLAN_URL, field, fileOf, fill, saveButton, select, showEdit } from './showEdit';

const FILLED = { street: 'Coolsingel', house_number: '40', postal_code: '3011 AD', city: 'Rotterdam', country: 1 };
const PDF_HEAD = '%PDF-1.4 ';
const pdf = (name = 'bill.pdf') => new File([PDF_HEAD + name], name, { type: 'application/pdf' });
/** The file content (MSW's XHR interceptor in jsdom does not keep file names: the content says which file it is). */
const content = async (value: FormDataEntryValue | null) => (await (value as File).text()).replace(PDF_HEAD, '');
const fileInput = (id: number) => screen.getByTestId(`file-input-${id}`);
/** Chooses files that the portal takes, and waits until they are listed (their type is checked first). */
async function choose(user: ReturnType<typeof showEdit>['user'], id: number, files: File | File[]) {
  await user.upload(fileInput(id), files);
  for (const file of [files].flat()) expect(await screen.findByText(file.name)).toBeInTheDocument();
}

describe('ProfileEdit: validation', () => {
  it('shows every required field and the missing required document, and focuses the first', async () => {
    serveEdit();
    const calls = serveSave();
    const { user } = showEdit(PLAN_URL);
    await user.click(await saveButton());
    for (const label of ['Street', 'House number', 'Postal code', 'City']) {
      expect(
        within(field(label).closest('.MuiTextField-root') as HTMLElement).getByText('This field is required.'),
      ).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('listitem', { name: 'Proof of address' })).getByText(
        'This document is required for this Plan.',
      ),
    ).toBeInTheDocument();
    expect(field('Street')).toHaveFocus();
    expect(calls.patch).toHaveLength(0);
  });

  it('"Invalid Email" and "Invalid phone number"', async () => {
    serveEdit();
    serveSave();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await fill(user, field('Email'), 'jan@');
    await fill(user, field('Phone number'), '12 ab');
    await user.click(await saveButton());
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(field('Phone number')).toHaveFocus();
  });

  it('only an email: the phone asks for itself, with the group message', async () => {
    serveEdit();
    serveSave();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await fill(user, field('Email'), 'jan@example.nl');
    await user.click(await saveButton());
    expect(await screen.findByText('If you enter email you also have to enter phone number!')).toBeInTheDocument();
    expect(screen.getByText('Both email and phone number are required')).toBeInTheDocument();
  });

  it('only a phone: the email asks for itself, with the group message', async () => {
    serveEdit();
    serveSave();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await fill(user, field('Phone number'), '+31 20 123 4567');
    await user.click(await saveButton());
    expect(await screen.findByText('If you enter phone number you also have to enter email!')).toBeInTheDocument();
    expect(screen.getByText('Both email and phone number are required')).toBeInTheDocument();
  });

  it('refuses a file over 50 MB when chosen, and nothing is uploaded', async () => {
    serveEdit();
    const calls = serveSave();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await user.upload(fileInput(17), fileOf('huge.pdf', 50 * 1024 * 1024 + 1));
    expect(
      await within(screen.getByRole('listitem', { name: 'Last invoice' })).findByText('huge.pdf: File exceeds 50MB'),
    ).toBeInTheDocument();
    expect(screen.queryByText('huge.pdf')).not.toBeInTheDocument();
    await user.click(await saveButton());
    await waitFor(() => expect(toastTexts()).toContain('Profile is saved.'));
    expect(calls.uploads).toHaveLength(0);
  });
});

describe('ProfileEdit: file types', () => {
  const NOT_ALLOWED = 'File type not allowed: only PDF, images and office documents.';

  it('offers only the allowed types in the file dialog', async () => {
    serveEdit();
    showEdit(NO_PLAN_URL);
    await saveButton();
    const accept = fileInput(6).getAttribute('accept')?.split(',') ?? [];
    expect(accept).toEqual(
      expect.arrayContaining([
        '.pdf',
        '.png',
        '.jpg',
        '.gif',
        '.webp',
        '.txt',
        '.doc',
        '.docx',
        '.xls',
        '.xlsx',
        '.odt',
      ]),
    );
    expect(accept).not.toContain('.html');
    expect(accept).not.toContain('.svg');
  });

  it.each([
    ['evil.html', '<html><script>alert(1)</script></html>', 'text/html'],
    ['evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['evil.pdf', '<!doctype html><script>alert(1)</script>', 'application/pdf'],
  ])(
    'refuses %s before uploading, names it, and keeps the other files and the typed fields',
    async (name, body, type) => {
      serveEdit();
      const calls = serveSave();
      const { user } = showEdit(NO_PLAN_URL);
      await saveButton();
      await fill(user, field('Street'), 'Coolsingel');
      await choose(user, 17, pdf('invoice.pdf'));
      await user.upload(fileInput(6), [pdf('kyc-1.pdf'), new File([body], name, { type })]);
      const kyc = screen.getByRole('listitem', { name: 'Know-your-customer form' });
      expect(await within(kyc).findByText(`${name}: ${NOT_ALLOWED}`)).toBeInTheDocument();
      expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
      expect(screen.getByText('kyc-1.pdf')).toBeInTheDocument();
      expect(screen.queryByText(name)).not.toBeInTheDocument();
      expect(field('Street')).toHaveValue('Coolsingel');
      expect(calls.uploads).toHaveLength(0);
    },
  );
});

describe('ProfileEdit: saving', () => {
  it('the red "Please complete the missing data" badge goes once nothing is missing: after the save, without reload', async () => {
    const badge = 'Please complete the missing data marked in red that is needed for this Plan.';
    let current = planForm({ fields: fields(FILLED, ADDRESS) });
    serveEdit();
    server.use(http.get(api('customer/account/7/form/plan/:plan/type/:type'), () => HttpResponse.json(current)));
    const calls = serveSave();
    // Once the proof of address is uploaded, the form answers it pending.
    server.use(
      http.post(api('customer/account/7/documents'), async ({ request }) => {
        calls.uploads.push(await request.formData());
        current = planForm({
          fields: fields(FILLED, ADDRESS),
          documents: documents([3, 5], { 3: [version(1, 3, 'Pending')] }),
        });
        return HttpResponse.json({ message: 'Documents saved.' }, { status: 201 });
      }),
    );
    const { user } = showEdit(PLAN_URL);
    await saveButton();
    // The address is there; the proof of address is not.
    expect(screen.getByText(badge)).toBeInTheDocument();
    await choose(user, 3, pdf('bill.pdf'));
    await user.click(await saveButton());
    await waitFor(() => expect(calls.uploads).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('bill.pdf')).not.toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: 'Proof of address' })).getByText(/Pending/)).toBeInTheDocument();
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
  });

  it('a draft is POSTed, the Default flag always sent, toasts in order', async () => {
    serveEdit({ allForm: form({ is_draft: true }) });
    const calls = serveSave();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await fill(user, field('Last name'), 'Jansen');
    await user.click(await saveButton());
    await waitFor(() => expect(toastTexts()).toEqual(['Saving profile...', 'Profile is saved.']));
    expect(calls.patch).toEqual([{ default: false }]);
    expect(calls.put).toHaveLength(0);
    expect(calls.post).toHaveLength(1);
    expect(calls.post[0]).toMatchObject({ last_name: 'Jansen', email: null });
  });

  it('a saved profile is PUT; ticking Default sends true', async () => {
    serveEdit();
    const calls = serveSave();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await user.click(screen.getByRole('checkbox', { name: 'Default' }));
    await user.click(await saveButton());
    await waitFor(() => expect(calls.put).toHaveLength(1));
    expect(calls.patch).toEqual([{ default: true }]);
    expect(calls.post).toHaveLength(0);
  });

  it('uploads only the chosen documents with the data country and area, in one request', async () => {
    serveEdit({ allForm: form({ fields: fields({ ...FILLED, area: 11 }) }) });
    const calls = serveSave();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await choose(user, 17, pdf('invoice.pdf'));
    await choose(user, 6, [pdf('kyc-1.pdf'), pdf('kyc-2.pdf')]);
    expect(screen.getByText('Press save end user to submit.')).toBeInTheDocument();
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
    await user.click(await saveButton());
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Saving profile...',
        'Profile is saved.',
        'Saving documents...',
        'Documents saved.',
      ]),
    );
    expect(calls.uploads).toHaveLength(1);
    const body = calls.uploads[0];
    expect([...body.keys()].sort()).toEqual(['area', 'country', 'document_17', 'document_6', 'document_6']);
    expect(await content(body.get('document_17'))).toBe('invoice.pdf');
    expect(await Promise.all(body.getAll('document_6').map(content))).toEqual(['kyc-1.pdf', 'kyc-2.pdf']);
    expect(body.get('country')).toBe('1');
    expect(body.get('area')).toBe('11');
    const documentToasts = screen.getAllByRole('listitem').filter((item) => /documents/.test(item.textContent ?? ''));
    documentToasts.forEach((toast) => expect(toast).toHaveAttribute('data-duration', '5000'));
    await waitFor(() => expect(screen.queryByText('invoice.pdf')).not.toBeInTheDocument());
  });

  it('while sending: a determinate upload progress bar, and no second save', async () => {
    serveEdit();
    const calls = serveSave();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('customer/account/7/documents'), async ({ request }) => {
        calls.uploads.push(await request.formData());
        await held;
        return HttpResponse.json({ message: 'Documents saved.' }, { status: 201 });
      }),
    );
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await choose(user, 1, pdf('passport.pdf'));
    await user.click(await saveButton());
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: 'Save End user' })).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(toastTexts()).toContain('Documents saved.'));
    expect(calls.put).toHaveLength(1);
    expect(calls.uploads).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('puts the server field errors on the fields, focuses the first, and keeps every value and file', async () => {
    serveEdit();
    serveSave({
      data: [
        400,
        {
          email: ['Enter a valid email address.'],
          phone_number: ['Enter a valid phone number.'],
          country: ['Select a valid choice.'],
        },
      ],
    });
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await fill(user, field('Email'), 'jan@example.nl');
    await fill(user, field('Phone number'), '020 123 4567');
    await choose(user, 1, pdf('passport.pdf'));
    await user.click(await saveButton());
    await waitFor(() => expect(toastTexts()).toEqual(['Saving profile...', 'Error occurred.']));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    // The first field in error in the form's order (issue 36), its message read with it.
    const country = select('Country');
    await waitFor(() => expect(country).toHaveFocus());
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription('Select a valid choice.');
    expect(field('Phone number')).toHaveAccessibleDescription('Enter a valid phone number.');
    expect(field('Email')).toHaveValue('jan@example.nl');
    expect(field('Phone number')).toHaveValue('020 123 4567');
    expect(screen.getByText('passport.pdf')).toBeInTheDocument();
  });

  it('a refused upload says what failed on the document and keeps the file', async () => {
    serveEdit();
    const calls = serveSave({ upload: [400, { document_1: ['Only one file can be sent for this document.'] }] });
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await choose(user, 1, pdf('passport.pdf'));
    await user.click(await saveButton());
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Saving profile...',
        'Profile is saved.',
        'Saving documents...',
        'Error occurred.',
      ]),
    );
    expect(calls.uploads).toHaveLength(1);
    const row = screen.getByRole('listitem', { name: 'Customer ID document' });
    expect(within(row).getByText('Only one file can be sent for this document.')).toBeInTheDocument();
    // The refused document's button takes the focus once the save ended, its message read with it (issue 36).
    const replace = within(row).getByRole('button', { name: 'Add: Customer ID document' });
    await waitFor(() => expect(replace).toHaveFocus());
    expect(replace).toHaveAccessibleDescription('Only one file can be sent for this document.');
    expect(screen.getByText('passport.pdf')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').at(-1)).toHaveAttribute('data-duration', '5000');
  });

  it('saves the plan data with the address of a locked country', async () => {
    serveEdit({
      planForm: planForm({ fields: fields({ ...FILLED, country: 2 }, ADDRESS), documents: documents([5]) }),
    });
    const calls = serveSave();
    const { user } = showEdit(PLAN_URL);
    await saveButton();
    await waitFor(() => expect(select('Country')).toHaveTextContent('Netherlands'));
    await user.click(await saveButton());
    await waitFor(() => expect(calls.put).toHaveLength(1));
    expect(calls.put[0]).toMatchObject({ country: 1, area: null, street: 'Coolsingel' });
  });
});

describe('ProfileEdit: unsaved changes', () => {
  it('asks before leaving; Stay keeps the page, Leave goes', async () => {
    serveEdit();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    await fill(user, field('City'), 'Delft');
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText('You have unsaved changes. Leave this page?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('City')).toHaveValue('Delft');
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Profiles list page')).toBeInTheDocument();
  });

  it('leaves at once without changes; warns on tab close with changes', async () => {
    serveEdit();
    const { user } = showEdit(NO_PLAN_URL);
    await saveButton();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await choose(user, 1, pdf());
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove bill.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('Profiles list page')).toBeInTheDocument();
  });
});
