/**
 * A profile's documents: the versions list, multipart uploads (stored under the uploads folder), the signed
 * links that open a file without a token, and the downloadable templates.
 */
import type { AreaDeps, SandboxContext } from '../env';
import { badRequest, notFound } from '../errors';
import { TEMPLATES, contentTypeOf } from '../files';
import { takesFile } from '../profileRules';
import type { DocumentSigner, ProfileStore } from '../profileStore';
import type { Router } from '../routing';
import { FieldErrors } from '../validation';
import type { Uploads } from '../uploads';

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** The largest request body of an upload: a 50 MB file, its neighbours' room and the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 60 * 1024 * 1024;
export const UPLOAD_PATH = /^\/api\/v1\/customer\/account\/\d+\/documents\/?$/;

interface StoredFile {
  typeId: number;
  file: File;
}

const toId = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined;

export function registerProfileDocumentRoutes(
  router: Router,
  { db }: AreaDeps,
  { store, signer, uploads }: { store: ProfileStore; signer: DocumentSigner; uploads: Uploads },
): void {
  const documentType = db.prepare<[number], { id: number; multiple: number }>('SELECT id, multiple FROM document_types WHERE id = ?');
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const areaCountry = db.prepare<[number], number>('SELECT country_id FROM areas WHERE id = ?').pluck();
  const insert = db.prepare(`INSERT INTO profile_documents (profile_id, document_type_id, file_path, filename, content_type, size,
    status, submitted_at, country_id, area_id) VALUES (?, ?, ?, ?, ?, ?, 'Pending', ?, ?, ?)`);
  const stored = db.prepare<[number], { file_path: string; filename: string; content_type: string }>(
    'SELECT file_path, filename, content_type FROM profile_documents WHERE id = ?',
  );

  /** The files of a multipart body by document type, after every refusal. */
  async function readUpload(c: SandboxContext) {
    const type = c.req.header('Content-Type') ?? '';
    const body = /^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type) ? await c.req.parseBody({ all: true }) : {};
    const errors = new FieldErrors();
    const files: StoredFile[] = [];
    const keys = Object.keys(body).filter((key) => key.startsWith('document_'));
    if (keys.length === 0) throw badRequest({ detail: 'No documents were sent.' });
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
        errors.add(key, 'The submitted data was not a file. Check the encoding type on the form.');
        continue;
      }
      if (list.length > 1 && definition.multiple !== 1) errors.add(key, 'Only one file can be sent for this document.');
      if (list.some((item) => (item as File).size > MAX_FILE_BYTES)) errors.add(key, 'File exceeds 50MB');
      else if (list.some((item) => (item as File).size === 0)) errors.add(key, 'The submitted file is empty.');
      for (const item of list) files.push({ typeId: definition.id, file: item as File });
    }
    const country = toId(body.country);
    const area = toId(body.area);
    if (body.country !== undefined && body.country !== '' && (country === undefined || countryExists.get(country) !== 1)) {
      errors.add('country', 'Select a valid country.');
    }
    if (body.area !== undefined && body.area !== '') {
      const areaOf = area === undefined ? undefined : areaCountry.get(area);
      if (areaOf === undefined || (country !== undefined && !errors.has('country') && areaOf !== country)) errors.add('area', 'Select a valid area.');
    }
    errors.check();
    return { files, country: country ?? null, area: area ?? null };
  }

  router.resource('customer/account/:id{[0-9]+}/documents', {
    get: (c) => c.json(store.documents(store.owned(c).id)),
    post: async (c) => {
      const profile = store.owned(c);
      const { files, country, area } = await readUpload(c);
      const written = await Promise.all(
        files.map(async ({ typeId, file }) => ({
          typeId,
          file,
          path: uploads.store(profile.id, file.name, new Uint8Array(await file.arrayBuffer())),
        })),
      );
      const now = new Date().toISOString();
      db.transaction(() => {
        for (const { typeId, file, path } of written) {
          const name = file.name || 'document';
          insert.run(profile.id, typeId, path, name, contentTypeOf(name, file.type), file.size, now, country, area);
        }
        store.recomputeValid(profile.id);
      })();
      return c.json({ message: 'Documents saved.' }, 201);
    },
  });

  router.resource(
    'documents/:id{[0-9]+}/:signature/:filename',
    {
      get: (c) => {
        const id = Number(c.req.param('id'));
        const row = signer.verify(id, c.req.param('signature') ?? '') ? stored.get(id) : undefined;
        const bytes = row ? uploads.read(row.file_path) : undefined;
        if (!row || !bytes) throw notFound();
        return c.body(new Uint8Array(bytes), 200, {
          'Content-Type': row.content_type,
          'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
          'Cache-Control': 'private, max-age=3600',
          'X-Content-Type-Options': 'nosniff',
        });
      },
    },
    { anonymous: true },
  );

  router.resource(
    'templates/:name',
    {
      get: (c) => {
        const name = c.req.param('name') ?? '';
        if (!Object.hasOwn(TEMPLATES, name)) throw notFound();
        const template = TEMPLATES[name];
        return c.body(new Uint8Array(template.content()), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${name}"`,
        });
      },
    },
    { anonymous: true },
  );
}
