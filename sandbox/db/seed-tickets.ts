/**
 * Support tickets: per customer a history of tickets across the statuses (new, open, pending: the open list; solved,
 * closed: the history), some with a tracker, some about the customer's numbers and their country, with 0-4 comments
 * by the customer or Support and a few attachments. The attachments' files are made in code (`ticketSeedFiles`,
 * written by the FileStore with the other seeded files on start and on reset).
 */
import type Database from 'better-sqlite3';
import { Faker, base, en } from '@faker-js/faker';
import { detectFileType } from '@/providers/fileTypes';
import { makePdf, makePng } from '@/sandbox/files';
import type { TicketStatus } from './schema-tickets';

/** The seeded attachments' folder under the uploads folder (beside the profile documents' `seed/`). */
export const TICKET_SEED_FILE_DIR = 'seed/tickets';

export const SUPPORT_AUTHOR = 'Support';

let cache: ReadonlyMap<string, Buffer> | undefined;

/** The seeded attachments: relative path under the uploads folder -> bytes. */
export function ticketSeedFiles(): ReadonlyMap<string, Buffer> {
  cache ??= new Map<string, Buffer>([
    [
      `${TICKET_SEED_FILE_DIR}/call-trace.pdf`,
      makePdf('SIP call trace', ['INVITE sip:+31201234567@sip.example.net', '100 Trying', '183 Session Progress']),
    ],
    [`${TICKET_SEED_FILE_DIR}/screenshot-error.png`, makePng(80, 48, [190, 50, 50])],
    [
      `${TICKET_SEED_FILE_DIR}/letter-of-authorisation.pdf`,
      makePdf('Letter of authorisation', ['Porting of the numbers listed below', 'Signed by the account holder']),
    ],
    [
      `${TICKET_SEED_FILE_DIR}/porting-confirmation.pdf`,
      makePdf('Porting confirmation', ['The numbers were ported on the date agreed.']),
    ],
    [`${TICKET_SEED_FILE_DIR}/trunk-settings.png`, makePng(72, 40, [40, 120, 80])],
    [
      `${TICKET_SEED_FILE_DIR}/invoice-question.pdf`,
      makePdf('Invoice lines in question', ['Monthly rental charged twice', 'Please credit the second line.']),
    ],
  ]);
  return cache;
}

type Tracker = 'Incident' | 'Question' | 'Porting' | null;

interface Template {
  type: Tracker;
  /** Uses the ticket's number ({did}) or country ({country}). */
  subject: string;
  description: string;
  aboutNumber: boolean;
}

const TEMPLATES: Template[] = [
  {
    type: 'Incident',
    subject: 'No inbound calls on {did}',
    description: 'Since this morning calls to {did} fail with a busy tone. Our trunk is up and other numbers work.',
    aboutNumber: true,
  },
  {
    type: 'Incident',
    subject: 'One-way audio on calls to {did}',
    description: 'Callers hear us but we do not hear them on {did}. It started after our firewall change.',
    aboutNumber: true,
  },
  {
    type: 'Question',
    subject: 'Which documents are needed for numbers in {country}?',
    description: 'We plan to order more numbers in {country}. Which end-user documents do you need?',
    aboutNumber: false,
  },
  {
    type: 'Porting',
    subject: 'Port-in request for {did}',
    description: 'Please port {did} to our account. The letter of authorisation is attached.',
    aboutNumber: true,
  },
  {
    type: null,
    subject: 'Change of our technical contact',
    description: 'Our technical contact changes next month. Please send network notices to the NOC address.',
    aboutNumber: false,
  },
  {
    type: 'Incident',
    subject: 'Calls to {did} drop after 30 seconds',
    description: 'Every call to {did} is cut after about 30 seconds. A trace is attached.',
    aboutNumber: true,
  },
  {
    type: 'Question',
    subject: 'Invoice question',
    description: 'The last invoice shows the monthly rental of one number twice. Could you check it?',
    aboutNumber: false,
  },
  {
    type: null,
    subject: 'Caller ID not presented on {did}',
    description: 'Calls forwarded from {did} arrive without the caller ID.',
    aboutNumber: true,
  },
  {
    type: 'Porting',
    subject: 'Porting date for our numbers in {country}',
    description: 'Can the port of our numbers in {country} be planned for a weekend?',
    aboutNumber: false,
  },
  {
    type: null,
    subject: 'Request for extra channels on {did}',
    description: 'We expect a campaign next week. Can {did} take more simultaneous calls?',
    aboutNumber: true,
  },
];

const SUPPORT_REPLIES = [
  'Thank you for your message. We are looking into it.',
  'Could you send us a call example with the time and the calling number?',
  'We found the cause in our routing and fixed it. Could you test again?',
  'The request has been forwarded to our numbering team.',
  'This is done on our side. We will close the ticket if we do not hear from you.',
];

const CUSTOMER_REPLIES = [
  'Thanks, here is an example: a call at 10:42 from a mobile number.',
  'We tested again and it works now.',
  'Any news on this one?',
  'The trace of the last failed call is attached.',
];

/** Statuses in order of age: the oldest tickets are done, the newest still open. */
const STATUS_BY_AGE: TicketStatus[] = [
  'closed',
  'closed',
  'solved',
  'closed',
  'solved',
  'closed',
  'solved',
  'closed',
  'solved',
  'pending',
  'closed',
  'solved',
  'open',
  'solved',
  'pending',
  'closed',
  'open',
  'solved',
  'pending',
  'open',
  'new',
  'open',
  'pending',
  'open',
  'new',
];

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * `count` tickets of the customer, the newest a day before `seedDate`. The customer's name is the author of its
 * tickets and of its comments.
 */
export function seedTickets(
  db: Database.Database,
  customerId: number,
  seed: number,
  seedDate: string,
  count: number,
): void {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  const author = db
    .prepare<[number], string>('SELECT company_name FROM customers WHERE id = ?')
    .pluck()
    .get(customerId);
  if (author === undefined) throw new Error(`no customer ${customerId}`);
  const numbers = db
    .prepare<[number], { did: string; country_id: number; country: string }>(
      `SELECT d.did, d.country_id, c.name AS country FROM dids d JOIN countries c ON c.id = d.country_id
       WHERE d.customer_id = ? ORDER BY d.id`,
    )
    .all(customerId);
  const countries = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM countries ORDER BY id').all();
  const insertTicket = db.prepare(`INSERT INTO tickets (customer_id, type, status, subject, description, author,
    country_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertDid = db.prepare('INSERT INTO ticket_dids (ticket_id, did, position) VALUES (?, ?, ?)');
  const insertComment = db.prepare(
    'INSERT INTO ticket_comments (ticket_id, author, body, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertAttachment = db.prepare(`INSERT INTO ticket_attachments (ticket_id, comment_id, filename, content_type,
    size, file_path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const files = ticketSeedFiles();
  const attach = (ticketId: number | bigint, commentId: number | bigint | null, name: string, at: string) => {
    const path = `${TICKET_SEED_FILE_DIR}/${name}`;
    const bytes = files.get(path);
    if (!bytes) throw new Error(`seed file missing: ${path}`);
    const type = detectFileType(name, bytes);
    if (!type) throw new Error(`seed file of a type uploads refuse: ${path}`);
    insertAttachment.run(ticketId, commentId, name, type.contentType, bytes.length, path, at);
  };

  const latest = Date.parse(seedDate) - 60 * 60_000;
  const end = Date.parse(seedDate) - DAY_MS;
  const statuses = STATUS_BY_AGE.slice(STATUS_BY_AGE.length - count);
  statuses.forEach((status, index) => {
    const template = TEMPLATES[(index * 3 + customerId) % TEMPLATES.length];
    // About 7 days apart, oldest first, at office hours.
    const day = end - (statuses.length - 1 - index) * 7 * DAY_MS - faker.number.int({ min: 0, max: 3 }) * DAY_MS;
    const created = day - (day % DAY_MS) + faker.number.int({ min: 7 * 60, max: 16 * 60 }) * 60_000;
    const number = template.aboutNumber && numbers.length > 0 ? faker.helpers.arrayElement(numbers) : undefined;
    const country = number
      ? { id: number.country_id, name: number.country }
      : template.subject.includes('{country}')
        ? faker.helpers.arrayElement(countries.slice(0, 4))
        : undefined;
    const fill = (text: string) =>
      text.replaceAll('{did}', number ? `+${number.did}` : 'our number').replaceAll('{country}', country?.name ?? '');
    const comments = status === 'new' ? 0 : faker.number.int({ min: status === 'open' ? 1 : 0, max: 4 });
    const times: number[] = [];
    let at = created;
    for (let i = 0; i < comments; i += 1) {
      const next = at + faker.number.int({ min: 2 * 60, max: 30 * 60 }) * 60_000;
      if (next >= latest) break;
      at = next;
      times.push(at);
    }
    // A done ticket was closed some days after its last word.
    const updated = status === 'closed' || status === 'solved' ? Math.min(at + 3 * DAY_MS, latest) : at;
    const { lastInsertRowid: ticketId } = insertTicket.run(
      customerId,
      template.type,
      status,
      fill(template.subject),
      fill(template.description),
      author,
      country?.id ?? null,
      iso(created),
      iso(updated),
    );
    if (number) insertDid.run(ticketId, number.did, 0);
    if (template.type === 'Porting' && number) insertDid.run(ticketId, numbers[0].did, 1);
    if (index % 4 === 1)
      attach(
        ticketId,
        null,
        template.type === 'Porting' ? 'letter-of-authorisation.pdf' : 'call-trace.pdf',
        iso(created),
      );
    if (index % 6 === 2) attach(ticketId, null, 'screenshot-error.png', iso(created));
    times.forEach((time, i) => {
      // Support answers first, then the two take turns.
      const bySupport = i % 2 === 0;
      const body = bySupport
        ? SUPPORT_REPLIES[(index + i) % SUPPORT_REPLIES.length]
        : CUSTOMER_REPLIES[(index + i) % CUSTOMER_REPLIES.length];
      const { lastInsertRowid: commentId } = insertComment.run(
        ticketId,
        bySupport ? SUPPORT_AUTHOR : author,
        body,
        iso(time),
      );
      if (!bySupport && body.includes('attached')) attach(ticketId, commentId, 'trunk-settings.png', iso(time));
      if (bySupport && i === 2 && template.type === 'Porting') {
        attach(ticketId, commentId, 'porting-confirmation.pdf', iso(time));
      }
      if (bySupport && i === 0 && template.subject === 'Invoice question') {
        attach(ticketId, commentId, 'invoice-question.pdf', iso(time));
      }
    });
  });
}
