/** Ticket lists, create and details (issue 14; spec part 2 sections 2 "Tickets", 3, 5, 7 and 8). */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { raiseTicketState } from '@/resources/tickets/raiseTicket';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';

const ROW = {
  id: 4107,
  type: null,
  status: 'open',
  subject: 'No audio on +31 20 555 0101',
  created_at: '2026-03-05T09:07:02Z',
  updated_at: '2026-03-06T10:00:00Z',
};
const TICKET = {
  ...ROW,
  type: 'Incident',
  description: 'Callers hear silence.\nSince Monday.',
  author: 'Demo Telecom',
  dids: ['31205550101', '31205550102'],
  country: { value: 1, name: 'Netherlands' },
  comments: [{ author: 'Support', created_at: '2026-03-05T12:00:00Z', body: 'We are looking into it.' }],
  attachments: [{ file_name: 'trace.pdf', content_url: '/api/v1/files/tickets/1/9999999999/sig/trace.pdf' }],
};
const PDF = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });

const list = (kind: 'open' | 'history') => renderScreen(routeScreen(PATHS.tickets[kind]), { url: PATHS.tickets[kind] });

beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  server.use(
    // The console's formats read the customer's currency.
    http.get(api('customer/me'), () => HttpResponse.json({ login: 'demo', currency: 'EUR' })),
    http.get(api('customer/tickets/open'), () => HttpResponse.json({ results: [ROW], count: 1 })),
    http.get(api('customer/tickets/history'), () =>
      HttpResponse.json({ results: [{ ...ROW, id: 9, status: 'closed', type: 'Question' }], count: 1 }),
    ),
    http.get(api('customer/tickets/countries-for-select'), () =>
      HttpResponse.json([
        { value: 1, name: 'Netherlands' },
        { value: 2, name: 'Belgium' },
      ]),
    ),
    http.get(api('customer/dids'), () => HttpResponse.json({ results: [{ id: 1, did: '31205550101' }], count: 1 })),
  );
});

describe('ticket lists', () => {
  it('show Ticket ID, Tracker ("-" when empty), Status, Subject, Created, Updated and a Details link', async () => {
    list('open');
    expect(await screen.findByRole('heading', { name: 'Open Tickets' })).toBeInTheDocument();
    const row = (await screen.findByText(ROW.subject)).closest('tr') as HTMLElement;
    for (const header of ['Ticket ID', 'Tracker', 'Status', 'Subject', 'Created', 'Updated'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(row).toHaveTextContent('4107');
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^-$/);
    expect(within(row).getByRole('link', { name: 'Details of ticket 4107' })).toHaveAttribute(
      'href',
      '/tickets/details/4107',
    );
    expect(screen.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute('href', '/tickets/create');
  });

  it('history lists the closed tickets, without a Create button', async () => {
    list('history');
    expect(await screen.findByRole('heading', { name: 'Ticket History' })).toBeInTheDocument();
    const row = (await screen.findByText(ROW.subject)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Question');
    expect(row).toHaveTextContent('Closed');
    expect(screen.queryByRole('link', { name: 'Create Ticket' })).not.toBeInTheDocument();
  });

  it("a failed list shows the answer's data.message in red", async () => {
    server.use(
      http.get(api('customer/tickets/open'), () =>
        HttpResponse.json({ message: 'Ticket system unreachable.' }, { status: 500 }),
      ),
    );
    list('open');
    const alert = await screen.findByText('Ticket system unreachable.');
    expect(alert.closest('.MuiAlert-standard.MuiAlert-colorError')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a 400 with both shows data.message, as the spec says, not detail', async () => {
    server.use(
      http.get(api('customer/tickets/history'), () =>
        HttpResponse.json(
          { detail: 'Invalid filter.', message: 'The ticket history cannot be read now.' },
          { status: 400 },
        ),
      ),
    );
    list('history');
    expect(await screen.findByText('The ticket history cannot be read now.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid filter.')).not.toBeInTheDocument();
  });
});

describe('create ticket', () => {
  /** As My Numbers' Raise Ticket opens it (raiseTicketState), when a number is given. */
  const showCreate = (number?: { did: string; country: { id: number; name: string } }) =>
    renderScreen(routeScreen(PATHS.tickets.create), {
      url: '/tickets/create',
      state: number ? raiseTicketState(number.did, number.country, i18nProvider.translate) : undefined,
      routes: { '/tickets/existing': routeScreen(PATHS.tickets.open) },
    });

  /** A ticket with its subject, description and one PDF, sent. */
  const createWithAFile = async () => {
    const user = userEvent.setup();
    showCreate();
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Echo on calls');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Since Monday');
    await user.upload(screen.getByLabelText('Attachments'), PDF('trace.pdf'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
  };

  it("is prefilled from My Numbers' Raise Ticket: subject 'Ticket - DID {did}', the DID and its country", async () => {
    showCreate({ did: '31205550101', country: { id: 1, name: 'Netherlands' } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Ticket - DID 31205550101'),
    );
    expect(screen.getByRole('button', { name: '31205550101' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Netherlands'));
  });

  it('requires subject and description, and sends nothing until they are there', async () => {
    let sent = 0;
    server.use(http.post(api('customer/tickets/create'), () => void (sent += 1)));
    const user = userEvent.setup();
    showCreate();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    // One wording for a required field across the portal (the spec's, and DRF's).
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(sent).toBe(0);
  });

  it('refuses a subject longer than the API takes (255 characters) on the field, keeping it, and sends nothing', async () => {
    let sent = 0;
    server.use(http.post(api('customer/tickets/create'), () => void (sent += 1)));
    const user = userEvent.setup();
    showCreate();
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(subject);
    await user.paste('x'.repeat(256));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Since Monday');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Must be 255 characters or less')).toBeInTheDocument();
    expect(subject).toHaveValue('x'.repeat(256));
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('refuses a file over 50 MB when it is chosen: it is named with "File exceeds 50MB" and never listed', async () => {
    let body: FormData | undefined;
    server.use(
      http.post(api('customer/tickets/create'), async ({ request }) => {
        body = await request.formData();
        return HttpResponse.json({ message: 'Ticket #4108 has been created.', id: 4108 }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    showCreate();
    const big = PDF('big.pdf');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('Attachments'), big);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('big.pdf was not added: File exceeds 50MB');
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Big');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Too big');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Ticket #4108 has been created.');
    expect(body?.getAll('attachments')).toEqual([]);
  });

  it('refuses a file of a type not taken when it is chosen, listing only the files that may be sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    showCreate();
    await user.upload(await screen.findByLabelText('Attachments'), [
      new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }),
      PDF('trace.pdf'),
    ]);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'tool.exe was not added: File type not allowed: only PDF, images and office documents.',
    );
    const listed = await screen.findByRole('list', { name: 'Attachments' });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(1);
    expect(listed).toHaveTextContent('trace.pdf');
    expect(listed).not.toHaveTextContent('tool.exe');
  });

  it('adds at most 20 files in all (one upload), naming each one left out (issue 50)', async () => {
    const user = userEvent.setup();
    showCreate();
    const input = await screen.findByLabelText('Attachments');
    await user.upload(
      input,
      Array.from({ length: 18 }, (_, i) => PDF(`part-${i}.pdf`)),
    );
    expect(within(await screen.findByRole('list', { name: 'Attachments' })).getAllByRole('listitem')).toHaveLength(18);
    await user.upload(input, [PDF('x.pdf'), PDF('y.pdf'), PDF('z.pdf')]);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('z.pdf was not added: At most 20 files can be sent at a time.');
    expect(refusal).not.toHaveTextContent('y.pdf');
    const listed = screen.getByRole('list', { name: 'Attachments' });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(20);
    expect(listed).toHaveTextContent('y.pdf');
  });

  describe('the Country follows the chosen DIDs', () => {
    beforeEach(() => {
      server.use(
        http.get(api('customer/dids'), () =>
          HttpResponse.json({
            results: [
              { id: 1, did: '3225550101', country: { id: 2, name: 'Belgium' } },
              { id: 2, did: '3225550102', country: { id: 2, name: 'Belgium' } },
              { id: 3, did: '31205550101', country: { id: 1, name: 'Netherlands' } },
            ],
            count: 3,
          }),
        ),
      );
    });
    const choose = async (user: ReturnType<typeof userEvent.setup>, did: string) => {
      await user.click(screen.getByRole('combobox', { name: 'DIDs' }));
      await user.click(await screen.findByRole('option', { name: did }));
    };
    const country = () => screen.getByRole('combobox', { name: 'Country' });

    it('takes the one country of the DIDs, visibly, and gives back the customer’s own choice when they give none', async () => {
      const user = userEvent.setup();
      showCreate();
      await waitFor(() => expect(country()).not.toHaveAttribute('aria-disabled'));
      expect(country()).toHaveTextContent('None');
      await choose(user, '3225550101');
      await waitFor(() => expect(country()).toHaveTextContent('Belgium'));
      expect(screen.getByText('Set from the chosen DIDs; you can change it.')).toBeInTheDocument();
      await choose(user, '3225550102');
      expect(country()).toHaveTextContent('Belgium');
      // Numbers of two countries name none: the field is the customer's again (None), never a guessed default.
      await choose(user, '31205550101');
      await waitFor(() => expect(country()).toHaveTextContent('None'));
      expect(screen.queryByText('Set from the chosen DIDs; you can change it.')).not.toBeInTheDocument();
    });

    it('a country the customer chose is kept when the DIDs give none', async () => {
      const user = userEvent.setup();
      showCreate();
      await waitFor(() => expect(country()).not.toHaveAttribute('aria-disabled'));
      await user.click(country());
      await user.click(await screen.findByRole('option', { name: 'Netherlands' }));
      await choose(user, '3225550101');
      await waitFor(() => expect(country()).toHaveTextContent('Belgium'));
      await user.click(screen.getByRole('button', { name: '3225550101' }).querySelector('svg') as Element);
      await waitFor(() => expect(country()).toHaveTextContent('Netherlands'));
    });
  });

  it('a refusal keeps what was typed and the chosen files, and shows each message on its field', async () => {
    // The sandbox's refusal of a customer over the upload quota (issue 37), on the attachments.
    const quota = 'Upload quota exceeded: the files of your account may take at most 1 GB in total.';
    server.use(
      http.post(api('customer/tickets/create'), () =>
        HttpResponse.json(
          { subject: ['Ensure this field has no more than 255 characters.'], attachments: [quota] },
          { status: 400 },
        ),
      ),
    );
    await createWithAFile();
    expect(await screen.findByText('Ensure this field has no more than 255 characters.')).toBeInTheDocument();
    const input = screen.getByLabelText('Attachments', { selector: 'input' });
    expect(input).toHaveAccessibleDescription(quota);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Echo on calls');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Since Monday');
    expect(screen.getByText('trace.pdf')).toBeInTheDocument();
  });

  it('a refusal of the attachments alone focuses "Add files", which reads the message (issue 36)', async () => {
    const quota = 'Upload quota exceeded: the files of your account may take at most 1 GB in total.';
    server.use(
      http.post(api('customer/tickets/create'), () => HttpResponse.json({ attachments: [quota] }, { status: 400 })),
    );
    await createWithAFile();
    const add = screen.getByRole('button', { name: 'Add files' });
    await waitFor(() => expect(add).toHaveFocus());
    expect(add).toHaveAccessibleDescription(quota);
  });

  it('sends one multipart POST and shows the open tickets with the dismissible success banner', async () => {
    let body: FormData | undefined;
    server.use(
      http.post(api('customer/tickets/create'), async ({ request }) => {
        body = await request.formData();
        return HttpResponse.json({ message: 'Ticket #4108 has been created.', id: 4108 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    showCreate({ did: '31205550101', country: { id: 1, name: 'Netherlands' } });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Ticket - DID 31205550101'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'No audio');
    await user.upload(screen.getByLabelText('Attachments'), [PDF('a.pdf'), PDF('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const banner = await screen.findByText('Ticket #4108 has been created.');
    expect(body?.get('subject')).toBe('Ticket - DID 31205550101');
    expect(body?.getAll('dids')).toEqual(['31205550101']);
    expect(body?.get('country')).toBe('1');
    expect(body?.get('description')).toBe('No audio');
    expect(body?.getAll('attachments')).toHaveLength(2);
    await user.click(within(banner.closest('.MuiAlert-root') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(screen.queryByText('Ticket #4108 has been created.')).not.toBeInTheDocument());
  });
});

describe('ticket details', () => {
  const showDetails = (id = '4107') =>
    renderScreen(routeScreen(PATHS.tickets.details), { url: `/tickets/details/${id}`, path: PATHS.tickets.details });

  it('shows the table, the comments and the files, and the comment form of an open ticket', async () => {
    server.use(http.get(api('customer/tickets/4107/details'), () => HttpResponse.json(TICKET)));
    showDetails();
    // The ticket's rows: each field's name, then its value.
    const summary = await screen.findByRole('region', { name: 'Summary' });
    for (const [field, value] of [
      ['Subject', TICKET.subject],
      ['Created', '05-03-2026'],
      ['Status', 'Open'],
      ['DIDs', '31205550101, 31205550102'],
      ['Country', 'Netherlands'],
      ['Author', 'Demo Telecom'],
      ['Description', 'Callers hear silence.'],
    ]) {
      const name = within(summary).getByText(field, { selector: 'dt' });
      expect(name.nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByText('We are looking into it.')).toBeInTheDocument();
    expect(screen.getByText(/^Support, /)).toBeInTheDocument();
    const file = screen.getByRole('link', { name: 'trace.pdf' });
    expect(file).toHaveAttribute('target', '_blank');
    expect(file.getAttribute('href')).toMatch(/\/api\/v1\/files\/tickets\/.+\/trace\.pdf$/);
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeInTheDocument();
  });

  it("shows a comment's files under that comment, and the ticket's own files apart", async () => {
    const commentFile = { file_name: 'sip-trace.pdf', content_url: '/api/v1/tickets/1/1/sig/sip-trace.pdf' };
    server.use(
      http.get(api('customer/tickets/4107/details'), () =>
        HttpResponse.json({
          ...TICKET,
          comments: [
            ...TICKET.comments,
            {
              author: 'Demo Telecom',
              created_at: '2026-03-06T09:00:00Z',
              body: 'Here is the trace.',
              attachments: [commentFile],
            },
          ],
        }),
      ),
    );
    showDetails();
    const body = await screen.findByText('Here is the trace.');
    const comment = body.closest('li') as HTMLElement;
    expect(within(comment).getByRole('link', { name: 'sip-trace.pdf' })).toHaveAttribute('target', '_blank');
    const first = screen.getByText('We are looking into it.').closest('li') as HTMLElement;
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Attached files' });
    expect(within(files).getByRole('link', { name: 'trace.pdf' })).toBeInTheDocument();
    expect(within(files).queryByRole('link', { name: 'sip-trace.pdf' })).not.toBeInTheDocument();
  });

  it.each(['closed', 'solved'])('a %s ticket offers no comment form', async (status) => {
    server.use(http.get(api('customer/tickets/4107/details'), () => HttpResponse.json({ ...TICKET, status })));
    showDetails();
    expect(await screen.findByText(new RegExp(`This ticket is ${status}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
  });

  it('posts a comment with its files; a refusal keeps the text and says why', async () => {
    let body: FormData | undefined;
    let answer = HttpResponse.json(
      { message: 'Comments cannot be added to a closed or solved ticket.' },
      { status: 400 },
    );
    server.use(
      http.get(api('customer/tickets/4107/details'), () => HttpResponse.json(TICKET)),
      http.post(api('customer/tickets/4107/post-comment'), async ({ request }) => {
        body = await request.formData();
        return answer;
      }),
    );
    const user = userEvent.setup();
    showDetails();
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Still silent');
    await user.upload(screen.getByLabelText('Attachments'), PDF('log.pdf'));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comments cannot be added to a closed or solved ticket.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Still silent');
    expect(screen.getByText('log.pdf')).toBeInTheDocument();

    answer = HttpResponse.json({ message: 'Your comment has been posted.' }, { status: 201 });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
    expect(body?.get('comment')).toBe('Still silent');
    expect(body?.getAll('attachments')).toHaveLength(1);
  });
});
