/**
 * A profile's documents: the versions list, multipart uploads (type-checked and stored by the FileStore), the
 * signed links that open a file without a token, and the downloadable templates.
 */
import { type ActivityObject, record } from '@/sandbox/activity';
import { detectFileType } from '@/providers/fileTypes';
import type { AreaDeps, SandboxContext } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import type { FileStore, StoredFile } from '@/sandbox/fileStore';
import { TEMPLATES } from '@/sandbox/files';
import { takesFile } from '@/sandbox/profileRules';
import { DOCUMENTS_SCOPE, type ProfileStore } from '@/sandbox/profileStore';
import type { Router } from '@/sandbox/routing';
import { type CheckedFile, UPLOAD_MESSAGES, checkFile, createUploadQuota, tooManyFiles } from '@/sandbox/uploads';
import { FieldErrors, refuseNotUtf8Form, refuseUnsafeText } from '@/sandbox/validation';
import { labelsOf, languageOf } from '@/sandbox/labels';

export { MAX_FILE_BYTES } from '@/sandbox/uploads';
/** The largest request body of an upload: a 50 MB file, its neighbours' room and the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 60 * 1024 * 1024;
export const UPLOAD_PATH = /^\/api\/v1\/customer\/account\/\d+\/documents\/?$/;

interface Upload extends CheckedFile {
  typeId: number;
}

/** DRF's answer to a multipart body it cannot parse. */
export const MALFORMED_MULTIPART = 'Multipart form parse error - the body is not valid multipart/form-data.';

/** The fields of a form body; a multipart body without a boundary, or broken or truncated, is a 400. */
export async function formBody(c: SandboxContext) {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) return {};
  const parse = () => c.req.parseBody({ all: true });
  let body: Awaited<ReturnType<typeof parse>>;
  try {
    body = await parse();
  } catch (error) {
    // Request.formData() (under parseBody) rejects with a TypeError for any body it cannot parse.
    if (error instanceof TypeError) throw badRequest({ detail: MALFORMED_MULTIPART });
    throw error;
  }
  // Text fields must be UTF-8, as JSON bodies must, rather than stored with U+FFFD in place of their bytes.
  await refuseNotUtf8Form(c);
  // The text fields follow the JSON reader's rule (no NUL or other control characters); files' names their own.
  const texts = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string');
  refuseUnsafeText(Object.fromEntries(Object.entries(body).map(([key, value]) => [key, texts(value)])));
  return body;
}

/** Of a field's files, the rule reported when several break different ones: size first, as before the shared rules. */
const RULE_ORDER: readonly string[] = [UPLOAD_MESSAGES.fileTooLarge, UPLOAD_MESSAGES.fileEmpty];

const toId = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined;

export function registerProfileDocumentRoutes(
  router: Router,
  { db }: AreaDeps,
  { store, files }: { store: ProfileStore; files: FileStore },
): void {
  const documentType = db.prepare<[number], { id: number; multiple: number }>(
    'SELECT id, multiple FROM document_types WHERE id = ?',
  );
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const areaCountry = db.prepare<[number], number>('SELECT country_id FROM areas WHERE id = ?').pluck();
  const insert =
    db.prepare(`INSERT INTO profile_documents (profile_id, document_type_id, file_path, filename, content_type, size,
    status, submitted_at, country_id, area_id) VALUES (?, ?, ?, ?, ?, ?, 'Pending', ?, ?, ?)`);
  const stored = db.prepare<[number], StoredFile>(`SELECT d.id, p.customer_id AS customerId, d.filename,
    d.content_type AS contentType, d.file_path AS path FROM profile_documents d JOIN profiles p ON p.id = d.profile_id WHERE d.id = ?`);

  const quota = createUploadQuota(db, files);

  /** The files of a multipart body by document type, after every refusal (the customer's quota last). */
  async function readUpload(c: SandboxContext, customer: number) {
    const body = await formBody(c);
    const errors = new FieldErrors();
    const uploads: Upload[] = [];
    const keys = Object.keys(body).filter((key) => key.startsWith('document_'));
    if (keys.length === 0) throw badRequest({ detail: 'No documents were sent.' });
    // Counted before any is checked: on every document that carries files.
    const filesOf = (key: string) => [body[key]].flat().filter((item) => typeof item !== 'string').length;
    const withFiles = keys.filter((key) => filesOf(key) > 0);
    if (tooManyFiles(withFiles.reduce((total, key) => total + filesOf(key), 0))) {
      for (const key of withFiles) errors.add(key, UPLOAD_MESSAGES.tooManyFiles);
      errors.check();
    }
    for (const key of keys) {
      const raw = body[key];
      const list = Array.isArray(raw) ? raw : [raw];
      const typeId = /^document_(\d+)$/.exec(key)?.[1];
      const definition = typeId === undefined ? undefined : documentType.get(Number(typeId));
      if (!definition || !takesFile(definition.id)) {
        errors.add(key, 'This document type takes no file.');
        continue;
      }
      if (list.some((item) => typeof item === 'string')) {
        errors.add(key, UPLOAD_MESSAGES.notAFile);
        continue;
      }
      const fileList = list as File[];
      if (fileList.length > 1 && definition.multiple !== 1)
        errors.add(key, 'Only one file can be sent for this document.');
      const checked = await Promise.all(fileList.map((file) => checkFile(files, file)));
      // One message a field: the first rule any of its files breaks, in the rules' order.
      const problems = checked.flatMap((result) => ('problem' in result ? [result.problem] : []));
      const first = RULE_ORDER.find((rule) => problems.includes(rule)) ?? problems[0];
      if (first) errors.add(key, first);
      for (const result of checked) if (!('problem' in result)) uploads.push({ typeId: definition.id, ...result });
    }
    const country = toId(body.country);
    const area = toId(body.area);
    if (
      body.country !== undefined &&
      body.country !== '' &&
      (country === undefined || countryExists.get(country) !== 1)
    ) {
      errors.add('country', 'Select a valid country.');
    }
    if (body.area !== undefined && body.area !== '') {
      const areaOf = area === undefined ? undefined : areaCountry.get(area);
      if (areaOf === undefined || (country !== undefined && !errors.has('country') && areaOf !== country))
        errors.add('area', 'Select a valid area.');
    }
    errors.check();
    const adding = uploads.reduce((total, { file }) => total + file.size, 0);
    const refusal = quota.refusal(customer, adding, languageOf(c.req.header('Accept-Language')));
    if (refusal) for (const key of new Set(uploads.map(({ typeId }) => `document_${typeId}`))) errors.add(key, refusal);
    errors.check();
    return { uploads, country: country ?? null, area: area ?? null };
  }

  router.resource('customer/account/:id{[0-9]+}/documents', {
    get: (c) => c.json(store.documents(store.owned(c).id, labelsOf(c))),
    post: async (c) => {
      const profile = store.owned(c);
      const { uploads, country, area } = await readUpload(c, profile.customer_id);
      const written = await Promise.all(
        uploads.map(async (upload) => ({
          ...upload,
          path: files.store(String(profile.id), upload.type, new Uint8Array(await upload.file.arrayBuffer())),
        })),
      );
      const now = new Date().toISOString();
      const ids = db.transaction(() => {
        const inserted = written.map(({ typeId, file, name, type, path }) =>
          Number(
            insert.run(profile.id, typeId, path, name, type.contentType, file.size, now, country, area).lastInsertRowid,
          ),
        );
        store.recomputeValid(profile.id);
        return inserted;
      })();
      // The file names only, never their content.
      const names = written.map(({ name }) => `"${name}"`).join(', ');
      const object: ActivityObject =
        ids.length === 1
          ? { type: 'document', id: ids[0], name: written[0].name }
          : { type: 'end_user', id: profile.id, name: profile.name };
      record(c, 'document_upload', object, `Uploaded for end user "${profile.name}": ${names}`);
      return c.json({ message: 'Documents saved.' }, 201);
    },
  });

  files.registerDownloads(router, DOCUMENTS_SCOPE, (id) => stored.get(id));

  router.resource(
    'templates/:name',
    {
      get: (c) => {
        const name = c.req.param('name') ?? '';
        if (!Object.hasOwn(TEMPLATES, name)) throw notFound();
        const bytes = TEMPLATES[name].content();
        const type = detectFileType(name, bytes);
        if (!type) throw notFound();
        return files.serve(c, { bytes, filename: name, contentType: type.contentType });
      },
    },
    { anonymous: true },
  );
}
