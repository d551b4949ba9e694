/**
 * Number porting (issue 46; ours, a sandbox extension): a customer's requests to bring numbers held at another carrier.
 * customer/porting-requests (GET: pages, filters `status`, `country`, `number` contains, `_export=csv`; POST: a
 * draft), customer/porting-requests/{id} (GET with its documents and timeline; PATCH while draft or rejected; DELETE
 * cancels while draft or submitted), .../submit, .../documents (multipart `loa`, `invoice`: PDF or image). The
 * provider's staff move a submitted request through `/__sandbox/porting` (portingBackOffice.ts). Every write goes into the activity trail, and a
 * request's timeline is its events there.
 */
import { type ActivityObject, record } from '@/sandbox/activity';
import type { Clock } from '@/sandbox/auth';
import {
  PORTING_DOCUMENT_KINDS,
  PORTING_STATUSES,
  type PortingDocumentKind,
  type PortingStatus,
} from '@/sandbox/db/schema-porting';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { MESSAGES, badRequest, notFound } from '@/sandbox/errors';
import type { FileStore, StoredFile } from '@/sandbox/fileStore';
import { csvResponse } from '@/sandbox/csv';
import { languageOf } from '@/sandbox/labels';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import { UPLOAD_MESSAGES, checkFile, createUploadQuota } from '@/sandbox/uploads';
import { type Body, FieldErrors, readJson, stringField } from '@/sandbox/validation';
import { formBody } from './profile-documents';
import { listOf } from './ticketAttachments';

export const PORTING_SCOPE = 'porting';
/** The multipart path: its body may carry files of 50 MB (app.ts gives it the upload body limit). */
export const PORTING_UPLOAD_PATH = /^\/api\/v1\/customer\/porting-requests\/\d+\/documents\/?$/;

export const MAX_PORTING_NUMBERS = 500;
/** Working days between a submission and the earliest day the numbers may move. */
export const PORTING_LEAD_DAYS = 5;

export const PORTING_MESSAGES = {
  notE164: (item: string) => `${item} is not a number in international format (+ and 8 to 15 digits).`,
  duplicate: (item: string) => `${item} is there twice.`,
  inOpenRequest: (item: string, id: number) => `${item} is already in porting request #${id}.`,
  alreadyYours: (item: string) => `${item} is already one of your numbers.`,
  count: `Enter from 1 to ${MAX_PORTING_NUMBERS} numbers.`,
  invalidCountry: 'Select a valid country.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  tooEarly: (earliest: string) =>
    `Choose a working day at least ${PORTING_LEAD_DAYS} working days from today: ${earliest} or later.`,
  notWorkingDay: 'Choose a working day (Monday to Friday).',
  loaMissing: 'Upload the signed letter of authorization before submitting.',
  notPdfOrImage: 'Upload a PDF or an image.',
  noDocument: 'Send a file as loa or invoice.',
  notEditable: 'Only a draft or rejected request can be changed.',
  notCancellable: 'Only a draft or submitted request can be cancelled.',
  notSubmittable: 'Only a draft or rejected request can be submitted.',
  invalidStatus: 'Select a valid choice.',
} as const;

const OPEN: readonly PortingStatus[] = ['draft', 'submitted', 'in_progress', 'foc_confirmed', 'rejected'];
const EDITABLE: readonly PortingStatus[] = ['draft', 'rejected'];
const CANCELLABLE: readonly PortingStatus[] = ['draft', 'submitted'];

interface RequestRow {
  id: number;
  customer_id: number;
  country_id: number;
  country_name: string;
  donor_carrier: string;
  donor_account: string;
  pin: string;
  authorized_name: string;
  service_address: string;
  desired_date: string | null;
  status: PortingStatus;
  foc_date: string | null;
  rejection_reason: string | null;
  created: string;
  updated: string;
  numbers: string;
}

const SELECT = `SELECT r.*, c.name AS country_name,
  (SELECT json_group_array(n.number) FROM (SELECT number FROM porting_numbers WHERE request_id = r.id
    ORDER BY position) n) AS numbers
  FROM porting_requests r JOIN countries c ON c.id = r.country_id`;

/** YYYY-MM-DD of a UTC day. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** The earliest day the numbers may move when submitted at `now`: 5 working days after today. */
export function earliestPortingDay(now: number): string {
  const day = new Date(dayOf(new Date(now)));
  for (let added = 0; added < PORTING_LEAD_DAYS;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!isWeekend(day)) added += 1;
  }
  return dayOf(day);
}

/** A real calendar day written YYYY-MM-DD, else undefined. */
export function parseDay(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || dayOf(date) !== value ? undefined : date;
}

const requestObject = (id: number): ActivityObject => ({ type: 'porting_request', id, name: `Porting #${id}` });

/** Each request's answer: the PIN is never answered, only whether there is one. */
function answerOf(row: RequestRow) {
  return {
    id: row.id,
    numbers: JSON.parse(row.numbers) as string[],
    country: { id: row.country_id, name: row.country_name },
    donor_carrier: row.donor_carrier,
    donor_account: row.donor_account,
    pin_set: row.pin !== '',
    authorized_name: row.authorized_name,
    service_address: row.service_address,
    desired_date: row.desired_date,
    status: row.status,
    foc_date: row.foc_date,
    rejection_reason: row.rejection_reason,
    created: row.created,
    updated: row.updated,
  };
}

export function registerPortingRoutes(router: Router, { db }: AreaDeps, files: FileStore, now: Clock = Date.now) {
  const where = `WHERE r.customer_id = @customer
    AND (@status IS NULL OR r.status = @status)
    AND (@country IS NULL OR r.country_id = @country)
    AND (@number = '' OR EXISTS (SELECT 1 FROM porting_numbers n WHERE n.request_id = r.id
      AND instr(n.number, @number) > 0))`;
  type Filters = { customer: number; status: string | null; country: number | null; number: string };
  const count = db.prepare<[Filters], number>(`SELECT count(*) FROM porting_requests r ${where}`).pluck();
  const page = db.prepare<[Filters & { limit: number; offset: number }], RequestRow>(
    `${SELECT} ${where} ORDER BY r.id DESC LIMIT @limit OFFSET @offset`,
  );
  const all = db.prepare<[Filters], RequestRow>(`${SELECT} ${where} ORDER BY r.id DESC`);
  const one = db.prepare<[number, number], RequestRow>(`${SELECT} WHERE r.id = ? AND r.customer_id = ?`);
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const ownNumber = db
    .prepare<[number, string], number>('SELECT 1 FROM dids WHERE customer_id = ? AND did = ?')
    .pluck();
  const openRequestOf = db
    .prepare<[number, string, number], number>(
      `SELECT r.id FROM porting_numbers n JOIN porting_requests r ON r.id = n.request_id
       WHERE r.customer_id = ? AND n.number = ? AND r.id <> ? AND r.status IN (${OPEN.map((s) => `'${s}'`).join(', ')})
       LIMIT 1`,
    )
    .pluck();
  const insert = db.prepare(`INSERT INTO porting_requests (customer_id, country_id, donor_carrier, donor_account, pin,
    authorized_name, service_address, desired_date, status, created, updated)
    VALUES (@customer, @country, @donor_carrier, @donor_account, @pin, @authorized_name, @service_address,
    @desired_date, 'draft', @at, @at)`);
  const clearNumbers = db.prepare('DELETE FROM porting_numbers WHERE request_id = ?');
  const insertNumber = db.prepare('INSERT INTO porting_numbers (request_id, number, position) VALUES (?, ?, ?)');
  const setStatus = db.prepare('UPDATE porting_requests SET status = ?, updated = ? WHERE id = ?');
  const submitted = db.prepare(
    "UPDATE porting_requests SET status = 'submitted', rejection_reason = NULL, updated = ? WHERE id = ?",
  );
  const touch = db.prepare('UPDATE porting_requests SET updated = ? WHERE id = ?');
  const updateRequest = db.prepare(`UPDATE porting_requests SET country_id = @country_id,
    donor_carrier = @donor_carrier, donor_account = @donor_account, pin = @pin, authorized_name = @authorized_name,
    service_address = @service_address, desired_date = @desired_date, updated = @updated WHERE id = @id`);
  const documents = db.prepare<[number], { id: number; kind: PortingDocumentKind; filename: string; uploaded: string }>(
    'SELECT id, kind, filename, uploaded FROM porting_documents WHERE request_id = ? ORDER BY kind',
  );
  const hasLoa = db
    .prepare<[number], number>("SELECT 1 FROM porting_documents WHERE request_id = ? AND kind = 'loa'")
    .pluck();
  const storeDocument = db.prepare(`INSERT INTO porting_documents (request_id, kind, filename, content_type, size,
    file_path, uploaded) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (request_id, kind) DO UPDATE SET filename = excluded.filename, content_type = excluded.content_type,
    size = excluded.size, file_path = excluded.file_path, uploaded = excluded.uploaded`);
  const storedDocument = db.prepare<[number], StoredFile>(`SELECT d.id, r.customer_id AS customerId, d.filename,
    d.content_type AS contentType, d.file_path AS path FROM porting_documents d
    JOIN porting_requests r ON r.id = d.request_id WHERE d.id = ?`);
  const timeline = db.prepare<[number, string], { time: string; kind: string; summary: string; actor_type: string }>(
    `SELECT time, kind, summary, actor_type FROM activity_events
     WHERE customer_id = ? AND object_type = 'porting_request' AND object_id = ? ORDER BY time, id`,
  );
  const quota = createUploadQuota(db, files);

  const owned = (c: SandboxContext): RequestRow => {
    const raw = c.req.param('id') ?? '';
    const row = /^\d{1,12}$/.test(raw) ? one.get(Number(raw), customerId(c)) : undefined;
    if (!row) throw notFound();
    return row;
  };

  /**
   * Numbers as typed, each checked: E.164 (spaces, dots, dashes, brackets dropped), once, in none of the customer's
   * other open requests (`self`: the request being changed), not already the customer's. `problems` names each refused
   * one with why; `numbers` are the E.164 values, in order.
   */
  function checkNumbers(items: unknown[], customer: number, self: number) {
    const numbers: string[] = [];
    const problems: { number: string; problem: string }[] = [];
    for (const item of items) {
      if (typeof item !== 'string') {
        problems.push({ number: String(item).slice(0, 40), problem: MESSAGES.notAString });
        continue;
      }
      const number = item.replace(/[\s().-]/g, '');
      const refuse = (problem: string) => problems.push({ number: item.trim().slice(0, 40), problem });
      if (!/^\+[1-9]\d{7,14}$/.test(number)) {
        refuse(PORTING_MESSAGES.notE164(item.trim().slice(0, 40)));
        continue;
      }
      if (numbers.includes(number)) {
        refuse(PORTING_MESSAGES.duplicate(number));
        continue;
      }
      const open = openRequestOf.get(customer, number, self);
      if (open !== undefined) refuse(PORTING_MESSAGES.inOpenRequest(number, open));
      else if (ownNumber.get(customer, number.slice(1)) === 1) refuse(PORTING_MESSAGES.alreadyYours(number));
      numbers.push(number);
    }
    return { numbers, problems };
  }

  /** The numbers of a body, refused one by one on `numbers`. */
  function numbersField(body: Body, errors: FieldErrors, customer: number, self: number): string[] {
    const value = body.numbers;
    if (!Array.isArray(value)) {
      errors.add(
        'numbers',
        value === undefined || value === null ? MESSAGES.required : MESSAGES.notAList(typeof value),
      );
      return [];
    }
    if (value.length < 1 || value.length > MAX_PORTING_NUMBERS) {
      errors.add('numbers', PORTING_MESSAGES.count);
      return [];
    }
    const { numbers, problems } = checkNumbers(value, customer, self);
    for (const { problem } of problems) errors.add('numbers', problem);
    return numbers;
  }

  function countryField(body: Body, errors: FieldErrors): number | undefined {
    const value = body.country;
    if (value === undefined || value === null || value === '') {
      errors.add('country', MESSAGES.required);
      return undefined;
    }
    const id =
      typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || countryExists.get(id) !== 1) {
      errors.add('country', PORTING_MESSAGES.invalidCountry);
      return undefined;
    }
    return id;
  }

  function dateField(body: Body, errors: FieldErrors): string | null {
    const value = body.desired_date;
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !parseDay(value)) {
      errors.add('desired_date', PORTING_MESSAGES.invalidDate);
      return null;
    }
    return value;
  }

  /** The text fields of a body (all optional in a draft; submit asks for them). */
  const TEXTS = ['donor_carrier', 'donor_account', 'authorized_name', 'service_address'] as const;
  const textsOf = (body: Body, errors: FieldErrors, only?: (field: string) => boolean) =>
    Object.fromEntries(
      TEXTS.filter((field) => !only || only(field)).map((field) => [
        field,
        stringField(body, field, errors, { maxLength: field === 'service_address' ? 500 : 255 }),
      ]),
    );
  const pinOf = (body: Body, errors: FieldErrors) => stringField(body, 'pin', errors, { maxLength: 32 });

  const writeNumbers = (id: number, numbers: string[]) => {
    clearNumbers.run(id);
    numbers.forEach((number, position) => insertNumber.run(id, number, position));
  };

  const stamp = () => new Date(now()).toISOString();

  const filtersOf = (c: SandboxContext): Filters => {
    const errors = new FieldErrors();
    const status = c.req.query('status') || null;
    if (status !== null && !(PORTING_STATUSES as readonly string[]).includes(status))
      errors.add('status', PORTING_MESSAGES.invalidStatus);
    const rawCountry = c.req.query('country') || null;
    if (rawCountry !== null && !/^\d{1,9}$/.test(rawCountry)) errors.add('country', PORTING_MESSAGES.invalidCountry);
    errors.check();
    return {
      customer: customerId(c),
      status,
      country: rawCountry === null ? null : Number(rawCountry),
      number: (c.req.query('number') ?? '').replace(/[^\d+]/g, '').slice(0, 20),
    };
  };

  router.resource('customer/porting-requests', {
    get: (c) => {
      const filters = filtersOf(c);
      if (c.req.query('_export') === 'csv') {
        const header = ['id', 'status', 'country', 'numbers', 'donor_carrier', 'desired_date', 'foc_date', 'created'];
        const rows = all.all(filters).map((row) => {
          const answer = answerOf(row);
          return [
            answer.id,
            answer.status,
            answer.country.name,
            answer.numbers.join(' '),
            answer.donor_carrier,
            answer.desired_date,
            answer.foc_date,
            answer.created,
          ];
        });
        return csvResponse(c, 'porting-requests.csv', header, rows);
      }
      const answer = paginate(
        c,
        () => count.get(filters) ?? 0,
        (limit, offset) => page.all({ ...filters, limit, offset }),
      );
      return c.json({ results: answer.results.map(answerOf), count: answer.count });
    },
    post: async (c) => {
      const customer = customerId(c);
      const body = await readJson(c);
      const errors = new FieldErrors();
      const numbers = numbersField(body, errors, customer, 0);
      const country = countryField(body, errors);
      const texts = textsOf(body, errors);
      const pin = pinOf(body, errors);
      const desired_date = dateField(body, errors);
      errors.check();
      const at = stamp();
      const id = Number(insert.run({ customer, country, ...texts, pin, desired_date, at }).lastInsertRowid);
      writeNumbers(id, numbers);
      const many = numbers.length === 1 ? '1 number' : `${numbers.length} numbers`;
      record(c, 'porting_create', requestObject(id), `Porting request #${id} drafted with ${many}`);
      return c.json(answerOf(one.get(id, customer)!), 201);
    },
  });

  // The numbers' check as the customer types them (the same rules as a save), for a new request or `request`'s own.
  router.resource('customer/porting-requests/check-numbers', {
    post: async (c) => {
      const body = await readJson(c);
      const errors = new FieldErrors();
      const value = body.numbers;
      if (!Array.isArray(value)) errors.add('numbers', MESSAGES.notAList(typeof value));
      else if (value.length > MAX_PORTING_NUMBERS) errors.add('numbers', PORTING_MESSAGES.count);
      const self = body.request === undefined || body.request === null ? 0 : Number(body.request);
      if (!Number.isInteger(self) || self < 0) errors.add('request', MESSAGES.invalidPk(body.request));
      errors.check();
      return c.json({ problems: checkNumbers(value as unknown[], customerId(c), self).problems });
    },
  });

  router.resource('customer/porting-requests/:id{[0-9]+}', {
    get: (c) => {
      const row = owned(c);
      const customer = customerId(c);
      return c.json({
        ...answerOf(row),
        documents: documents.all(row.id).map((document) => ({
          kind: document.kind,
          file_name: document.filename,
          content_url: files.link(PORTING_SCOPE, {
            id: document.id,
            customerId: customer,
            filename: document.filename,
          }),
          uploaded: document.uploaded,
        })),
        timeline: timeline.all(customer, String(row.id)),
      });
    },
    patch: async (c) => {
      const row = owned(c);
      const customer = customerId(c);
      if (!EDITABLE.includes(row.status)) throw badRequest({ detail: PORTING_MESSAGES.notEditable });
      const body = await readJson(c);
      const errors = new FieldErrors();
      const numbers = 'numbers' in body ? numbersField(body, errors, customer, row.id) : undefined;
      const country = 'country' in body ? countryField(body, errors) : row.country_id;
      const texts = textsOf(body, errors, (field) => field in body);
      // An empty PIN leaves the one kept (the portal never has it to send back).
      const pin = 'pin' in body ? pinOf(body, errors) || row.pin : row.pin;
      const desired_date = 'desired_date' in body ? dateField(body, errors) : row.desired_date;
      errors.check();
      const next = { ...row, ...texts, country_id: country, pin, desired_date, updated: stamp() };
      updateRequest.run({
        id: row.id,
        country_id: next.country_id,
        donor_carrier: next.donor_carrier,
        donor_account: next.donor_account,
        pin: next.pin,
        authorized_name: next.authorized_name,
        service_address: next.service_address,
        desired_date: next.desired_date,
        updated: next.updated,
      });
      if (numbers) writeNumbers(row.id, numbers);
      record(c, 'porting_update', requestObject(row.id), `Porting request #${row.id} changed`);
      return c.json(answerOf(one.get(row.id, customer)!));
    },
    delete: (c) => {
      const row = owned(c);
      if (!CANCELLABLE.includes(row.status)) throw badRequest({ detail: PORTING_MESSAGES.notCancellable });
      setStatus.run('cancelled', stamp(), row.id);
      record(c, 'porting_cancel', requestObject(row.id), `Porting request #${row.id} cancelled`);
      return c.body(null, 204);
    },
  });

  router.resource('customer/porting-requests/:id{[0-9]+}/submit', {
    post: (c) => {
      const row = owned(c);
      if (!EDITABLE.includes(row.status)) throw badRequest({ detail: PORTING_MESSAGES.notSubmittable });
      const errors = new FieldErrors();
      for (const field of TEXTS) if (!row[field].trim()) errors.add(field, MESSAGES.required);
      if (hasLoa.get(row.id) !== 1) errors.add('loa', PORTING_MESSAGES.loaMissing);
      const earliest = earliestPortingDay(now());
      const desired = row.desired_date === null ? undefined : parseDay(row.desired_date);
      if (!desired) errors.add('desired_date', MESSAGES.required);
      else if (isWeekend(desired)) errors.add('desired_date', PORTING_MESSAGES.notWorkingDay);
      else if (row.desired_date! < earliest) errors.add('desired_date', PORTING_MESSAGES.tooEarly(earliest));
      errors.check();
      submitted.run(stamp(), row.id);
      record(c, 'porting_submit', requestObject(row.id), `Porting request #${row.id} submitted`);
      return c.json({ message: `Porting request #${row.id} has been submitted.`, id: row.id });
    },
  });

  router.resource('customer/porting-requests/:id{[0-9]+}/documents', {
    post: async (c) => {
      const row = owned(c);
      if (!EDITABLE.includes(row.status)) throw badRequest({ detail: PORTING_MESSAGES.notEditable });
      const customer = customerId(c);
      const body = await formBody(c);
      const errors = new FieldErrors();
      const chosen: { kind: PortingDocumentKind; file: File }[] = [];
      for (const kind of PORTING_DOCUMENT_KINDS) {
        const items = listOf(body[kind]).filter((item) => item !== '');
        if (items.length > 1) errors.add(kind, UPLOAD_MESSAGES.tooManyFiles);
        else if (items.length === 1 && typeof items[0] === 'string') errors.add(kind, UPLOAD_MESSAGES.notAFile);
        else if (items.length === 1) chosen.push({ kind, file: items[0] as File });
      }
      if (chosen.length === 0 && !errors.has('loa') && !errors.has('invoice'))
        throw badRequest({ detail: PORTING_MESSAGES.noDocument });
      const checked = [];
      for (const { kind, file } of chosen) {
        const result = await checkFile(files, file);
        if ('problem' in result) errors.add(kind, result.problem);
        else if (!result.type.inline) errors.add(kind, PORTING_MESSAGES.notPdfOrImage);
        else checked.push({ kind, ...result });
      }
      const adding = checked.reduce((total, { file }) => total + file.size, 0);
      const refusal = quota.refusal(customer, adding, languageOf(c.req.header('Accept-Language')));
      if (refusal) for (const { kind } of checked) errors.add(kind, refusal);
      errors.check();
      const at = stamp();
      for (const { kind, file, name, type } of checked) {
        const path = files.store(`porting/${customer}`, type, new Uint8Array(await file.arrayBuffer()));
        storeDocument.run(row.id, kind, name, type.contentType, file.size, path, at);
      }
      touch.run(at, row.id);
      const kinds = checked
        .map(({ kind }) => (kind === 'loa' ? 'letter of authorization' : 'carrier bill'))
        .join(' and ');
      record(c, 'porting_document', requestObject(row.id), `Porting request #${row.id}: ${kinds} uploaded`);
      return c.json({ message: 'Documents saved.', id: row.id }, 201);
    },
  });

  files.registerDownloads(router, PORTING_SCOPE, (id) => storedDocument.get(id));
}
