/**
 * Support tickets (spec part 2 sections 3, 5 and 7 "Tickets"): the open and history lists, a ticket's details with its
 * comments and signed attachment links, the countries to choose from, and the multipart create and comment calls
 * (files type-checked and stored by the FileStore, scope `tickets`).
 */
import { record } from '@/sandbox/activity';
import type { Clock } from '@/sandbox/auth';
import { TICKET_STATUSES, type TicketStatus } from '@/sandbox/db/schema-tickets';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { DrfError, MESSAGES, badRequest, notFound } from '@/sandbox/errors';
import type { FileStore, StoredFile } from '@/sandbox/fileStore';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import { languageOf } from '@/sandbox/labels';
import { createUploadQuota } from '@/sandbox/uploads';
import { FieldErrors, stringField } from '@/sandbox/validation';
import { formBody } from './profile-documents';
import { ATTACHMENT_MESSAGES, listOf, readAttachments, storeAttachments } from './ticketAttachments';

export const TICKETS_SCOPE = 'tickets';
/** The multipart paths: their bodies may carry files of 50 MB (app.ts gives them the upload body limit). */
export const TICKET_UPLOAD_PATH = /^\/api\/v1\/customer\/tickets\/(create|\d+\/post-comment)\/?$/;

export const TICKET_MESSAGES = {
  created: (id: number) => `Ticket #${id} has been created.`,
  commented: 'Your comment has been posted.',
  closed: 'Comments cannot be added to a closed or solved ticket.',
  ...ATTACHMENT_MESSAGES,
  invalidDid: (value: string) => `Select a valid choice. ${value} is not one of the available choices.`,
  invalidCountry: 'Select a valid country.',
} as const;

const OPEN: readonly TicketStatus[] = ['new', 'open', 'pending'];
const HISTORY: readonly TicketStatus[] = ['solved', 'closed'];
const isClosed = (status: string) => (HISTORY as readonly string[]).includes(status);

const MAX_SUBJECT = 255;
const MAX_TEXT = 20_000;

interface TicketRowRecord {
  id: number;
  type: string | null;
  status: string;
  subject: string;
  created_at: string;
  updated_at: string;
}

interface TicketRecord extends TicketRowRecord {
  description: string;
  author: string;
  country_id: number | null;
  country_name: string | null;
}

interface ListArgs {
  customer: number;
  search: string;
}

/**
 * Ours, beyond the spec (a sandbox extension for the portal's command palette): the lists' optional `search` keeps
 * the ticket whose id is exactly it (a leading `#` allowed) or whose subject contains it, case-insensitively.
 */
const searchOf = (c: SandboxContext): string =>
  (c.req.query('search') ?? '')
    .trim()
    .replace(/^#(?=\d+$)/, '')
    .slice(0, MAX_SUBJECT);

/** The ticket lists show `data.message`: a refused page parameter answers it beside DRF's own body. */
function withMessage<T>(answer: () => T): T {
  try {
    return answer();
  } catch (error) {
    if (!(error instanceof DrfError)) throw error;
    const first = Object.values(error.body)[0];
    const message = Array.isArray(first) ? first.join(' ') : first;
    throw new DrfError(error.status, { message, ...error.body }, error.headers);
  }
}

export function registerTicketRoutes(router: Router, { db }: AreaDeps, files: FileStore, now: Clock = Date.now): void {
  const placeholders = (list: readonly string[]) => list.map((status) => `'${status}'`).join(', ');
  const listQueries = (statuses: readonly TicketStatus[]) => {
    if (!statuses.every((status) => (TICKET_STATUSES as readonly string[]).includes(status))) throw new Error('status');
    const where = `WHERE customer_id = @customer AND status IN (${placeholders(statuses)})
      AND (@search = '' OR CAST(id AS TEXT) = @search OR instr(lower(subject), lower(@search)) > 0)`;
    return {
      count: db.prepare<[ListArgs], number>(`SELECT count(*) FROM tickets ${where}`).pluck(),
      page: db.prepare<[ListArgs & { limit: number; offset: number }], TicketRowRecord>(
        `SELECT id, type, status, subject, created_at, updated_at FROM tickets ${where}
         ORDER BY updated_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    };
  };
  const lists = { open: listQueries(OPEN), history: listQueries(HISTORY) };
  const ticket = db.prepare<[number, number], TicketRecord>(`SELECT t.id, t.type, t.status, t.subject, t.created_at,
    t.updated_at, t.description, t.author, t.country_id, c.name AS country_name
    FROM tickets t LEFT JOIN countries c ON c.id = t.country_id WHERE t.id = ? AND t.customer_id = ?`);
  const ticketDids = db
    .prepare<[number], string>('SELECT did FROM ticket_dids WHERE ticket_id = ? ORDER BY position')
    .pluck();
  const comments = db.prepare<[number], { id: number; author: string; created_at: string; body: string }>(
    'SELECT id, author, created_at, body FROM ticket_comments WHERE ticket_id = ? ORDER BY created_at, id',
  );
  const attachments = db.prepare<[number], { id: number; comment_id: number | null; filename: string }>(
    'SELECT id, comment_id, filename FROM ticket_attachments WHERE ticket_id = ? ORDER BY created_at, id',
  );
  const storedAttachment = db.prepare<[number], StoredFile>(`SELECT a.id, t.customer_id AS customerId, a.filename,
    a.content_type AS contentType, a.file_path AS path FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id
    WHERE a.id = ?`);
  const countries = db.prepare('SELECT id AS value, name FROM countries ORDER BY name');
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const ownDid = db.prepare<[number, string], string>('SELECT did FROM dids WHERE customer_id = ? AND did = ?').pluck();
  const authorOf = db.prepare<[number], string>('SELECT company_name FROM customers WHERE id = ?').pluck();
  const insertTicket = db.prepare(`INSERT INTO tickets (customer_id, type, status, subject, description, author,
    country_id, created_at, updated_at) VALUES (?, NULL, 'new', ?, ?, ?, ?, ?, ?)`);
  const insertDid = db.prepare('INSERT INTO ticket_dids (ticket_id, did, position) VALUES (?, ?, ?)');
  const insertComment = db.prepare(
    'INSERT INTO ticket_comments (ticket_id, author, body, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertAttachment = db.prepare(`INSERT INTO ticket_attachments (ticket_id, comment_id, filename, content_type,
    size, file_path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const touch = db.prepare('UPDATE tickets SET updated_at = ? WHERE id = ?');
  const quota = createUploadQuota(db, files);

  /** The customer's ticket of the path, else a 404. */
  const owned = (c: SandboxContext): TicketRecord => {
    const raw = c.req.param('id') ?? '';
    const row = /^\d{1,12}$/.test(raw) ? ticket.get(Number(raw), customerId(c)) : undefined;
    if (!row) throw notFound();
    return row;
  };

  for (const [name, queries] of Object.entries(lists)) {
    router.resource(`customer/tickets/${name}`, {
      get: (c) => {
        const args = { customer: customerId(c), search: searchOf(c) };
        return c.json(
          withMessage(() =>
            paginate(
              c,
              () => queries.count.get(args) ?? 0,
              (limit, offset) => queries.page.all({ ...args, limit, offset }),
            ),
          ),
        );
      },
    });
  }

  router.resource('customer/tickets/countries-for-select', { get: (c) => c.json(countries.all()) });

  router.resource('customer/tickets/:id{[0-9]+}/details', {
    get: (c) => {
      const row = owned(c);
      const customer = customerId(c);
      const stored = attachments.all(row.id);
      // The ticket's own files, and each comment's under that comment.
      const linksOf = (commentId: number | null) =>
        stored
          .filter((file) => file.comment_id === commentId)
          .map((file) => ({
            file_name: file.filename,
            content_url: files.link(TICKETS_SCOPE, { id: file.id, customerId: customer, filename: file.filename }),
          }));
      return c.json({
        id: row.id,
        type: row.type,
        status: row.status,
        subject: row.subject,
        created_at: row.created_at,
        updated_at: row.updated_at,
        description: row.description,
        author: row.author,
        dids: ticketDids.all(row.id),
        country: row.country_id === null ? null : { value: row.country_id, name: row.country_name ?? '' },
        comments: comments.all(row.id).map(({ id, ...comment }) => ({ ...comment, attachments: linksOf(id) })),
        attachments: linksOf(null),
      });
    },
  });

  // How many files came with it: their names and content stay out of the trail.
  const attached = (files: number) => (files === 0 ? '' : ` with ${files} attachment${files === 1 ? '' : 's'}`);

  router.resource('customer/tickets/create', {
    post: async (c) => {
      const customer = customerId(c);
      const body = await formBody(c);
      const errors = new FieldErrors();
      const subject = stringField(body, 'subject', errors, { required: true, maxLength: MAX_SUBJECT });
      const description = stringField(body, 'description', errors, { required: true, maxLength: MAX_TEXT });
      const dids: string[] = [];
      for (const item of listOf(body.dids)) {
        if (typeof item !== 'string') {
          errors.add('dids', MESSAGES.notAString);
          continue;
        }
        const value = item.trim();
        if (value === '') continue;
        const own = /^\+?\d+$/.test(value) ? ownDid.get(customer, value.replace(/^\+/, '')) : undefined;
        if (own === undefined) errors.add('dids', TICKET_MESSAGES.invalidDid(value));
        else if (!dids.includes(own)) dids.push(own);
      }
      const rawCountry = Array.isArray(body.country) ? body.country[0] : body.country;
      let country: number | null = null;
      if (rawCountry !== undefined && rawCountry !== '') {
        const id = typeof rawCountry === 'string' && /^\d{1,9}$/.test(rawCountry.trim()) ? Number(rawCountry) : NaN;
        if (Number.isInteger(id) && countryExists.get(id) === 1) country = id;
        else errors.add('country', TICKET_MESSAGES.invalidCountry);
      }
      const accepted = await readAttachments(
        files,
        { customer, rule: quota, language: languageOf(c.req.header('Accept-Language')) },
        body.attachments,
        errors,
      );
      errors.check();

      const written = await storeAttachments(files, customer, accepted);
      const at = new Date(now()).toISOString();
      const author = authorOf.get(customer) ?? '';
      const id = db.transaction(() => {
        const ticketId = Number(
          insertTicket.run(customer, subject, description, author, country, at, at).lastInsertRowid,
        );
        dids.forEach((did, position) => insertDid.run(ticketId, did, position));
        for (const file of written) {
          insertAttachment.run(ticketId, null, file.name, file.type.contentType, file.size, file.path, at);
        }
        return ticketId;
      })();
      const object = { type: 'ticket', id, name: `#${id} ${subject}` } as const;
      record(c, 'ticket_create', object, `Ticket #${id} raised: "${subject}"${attached(written.length)}`);
      return c.json({ message: TICKET_MESSAGES.created(id), id }, 201);
    },
  });

  router.resource('customer/tickets/:id{[0-9]+}/post-comment', {
    post: async (c) => {
      const row = owned(c);
      const customer = customerId(c);
      if (isClosed(row.status)) throw badRequest({ message: TICKET_MESSAGES.closed });
      const body = await formBody(c);
      const errors = new FieldErrors();
      const comment = stringField(body, 'comment', errors, { required: true, maxLength: MAX_TEXT });
      const accepted = await readAttachments(
        files,
        { customer, rule: quota, language: languageOf(c.req.header('Accept-Language')) },
        body.attachments,
        errors,
      );
      errors.check();

      const written = await storeAttachments(files, customer, accepted);
      const at = new Date(now()).toISOString();
      const author = authorOf.get(customer) ?? '';
      db.transaction(() => {
        const commentId = insertComment.run(row.id, author, comment, at).lastInsertRowid;
        for (const file of written) {
          insertAttachment.run(row.id, commentId, file.name, file.type.contentType, file.size, file.path, at);
        }
        touch.run(at, row.id);
      })();
      const object = { type: 'ticket', id: row.id, name: `#${row.id} ${row.subject}` } as const;
      record(c, 'ticket_comment', object, `Comment added to ticket #${row.id}${attached(written.length)}`);
      return c.json({ message: TICKET_MESSAGES.commented }, 201);
    },
  });

  files.registerDownloads(router, TICKETS_SCOPE, (id) => storedAttachment.get(id));
}
