/**
 * Every file the sandbox keeps and hands out (profile documents, templates; later ticket attachments, price lists,
 * invoices) goes through one FileStore: it decides a file's type from its name and bytes (the client's type is never
 * used), stores the bytes under its folder, signs expiring links that open a file without a token, and serves
 * files with headers that stop a browser from running anything in them on the portal's origin.
 *
 * The folder is `<dataDir>/uploads`, or a temporary one (removed on close, or at the latest when the process
 * exits) for an in-memory database. The seeded documents' files are written there on start and on reset.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { FILE_TYPES, type FileType, SNIFF_BYTES, detectFileType } from '@/providers/fileTypes';
import { seedFiles } from './db/seed-files';
import { notFound } from './errors';
import { API_PREFIX } from './paths';
import type { Router } from './routing';

/** A signed link opens its file for one hour; the API signs afresh every time it lists files. */
export const LINK_LIFETIME_MS = 60 * 60 * 1000;

/** What a link is signed over: the file, the customer who owns it, and the name it is served under. */
export interface FileRef {
  id: number;
  customerId: number;
  filename: string;
}

/** A stored file as a download route finds it: its reference, its server-decided type and its path in the folder. */
export interface StoredFile extends FileRef {
  contentType: string;
  path: string;
  /**
   * The provider's own PDF that the portal's pages show in their viewer (a product sheet), never a customer's file:
   * served without the CSP `sandbox` (a browser shows no PDF in a sandboxed document), framed by the portal only.
   */
  framable?: boolean;
}

/**
 * A file made on demand (an invoice's PDF, a product sheet): its reference, and `make`, which makes and stores it (or
 * finds it kept) and answers it. A download route runs `make` only once the link's signature holds.
 */
export interface MadeFile extends FileRef {
  framable?: boolean;
  make: () => Promise<StoredFile>;
}

/** The sandbox's own CSV files (price lists, product sheets); no upload is ever of this type (fileTypes.ts takes no CSV). */
export const CSV_FILE_TYPE: FileType = { extension: 'csv', contentType: 'text/csv; charset=utf-8', inline: false };

/** Every file: the browser runs nothing in it and loads nothing from it. */
const SANDBOXED_POLICY = "sandbox; default-src 'none'";
/** A framable PDF of the provider's: still nothing loaded from it, and only the portal's own pages may frame it. */
const FRAMABLE_POLICY = "default-src 'none'; frame-ancestors 'self'";

export interface FileStoreOptions {
  /** The folder of the files; undefined: a new temporary folder. */
  dir?: string;
  /** The clock of link expiry, in milliseconds (tests move it forward). */
  now?: () => number;
  /**
   * What one customer's uploads may take in total, in bytes (uploads.ts). Default: `SANDBOX_UPLOAD_QUOTA_BYTES` when it
   * is a positive whole number, else 1 GB; tests give a small one rather than writing a gigabyte.
   */
  quotaBytes?: number;
}

/** What one customer's uploaded files may take in total, unless the environment or the options say otherwise. */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 1024 * 1024 * 1024;

/** The quota of the environment (`SANDBOX_UPLOAD_QUOTA_BYTES`), else the default 1 GB. */
function quotaOfEnvironment(): number {
  const value = process.env.SANDBOX_UPLOAD_QUOTA_BYTES?.trim() ?? '';
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : DEFAULT_UPLOAD_QUOTA_BYTES;
}

const temporary = new Set<string>();
let exitHookInstalled = false;

/** Removes the temporary folders of the stores made so far (the process's exit does it too, but not a worker thread's end). */
export function removeTemporaryFolders(): void {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  temporary.clear();
}

const INLINE_TYPES = new Set(FILE_TYPES.filter((type) => type.inline).map((type) => type.contentType));
const ALLOWED_TYPES = new Set([...FILE_TYPES.map((type) => type.contentType), CSV_FILE_TYPE.contentType]);

/** RFC 5987 `ext-value` characters: encodeURIComponent leaves ' ( ) * as they are, which the header grammar forbids. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

export class FileStore {
  readonly dir: string;
  readonly quotaBytes: number;
  private readonly isTemporary: boolean;
  private readonly now: () => number;
  // Per process: the links of a previous run stop working.
  private readonly secret = randomBytes(32);

  constructor({ dir, now = Date.now, quotaBytes = quotaOfEnvironment() }: FileStoreOptions = {}) {
    this.now = now;
    this.quotaBytes = quotaBytes;
    this.isTemporary = dir === undefined;
    this.dir = dir === undefined ? mkdtempSync(join(tmpdir(), 'portal-sandbox-uploads-')) : resolve(dir);
    mkdirSync(this.dir, { recursive: true });
    if (this.isTemporary) {
      temporary.add(this.dir);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', removeTemporaryFolders);
      }
    }
    this.writeSeedFiles(false);
  }

  /** The type of an uploaded file from its name (`name`, else its own) and first bytes, or undefined when not allowed. */
  async typeOf(file: Blob & { name: string }, name = file.name): Promise<FileType | undefined> {
    return detectFileType(name, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  }

  /** Stores the bytes of a checked file in `folder`; answers its path relative to the store's folder. */
  store(folder: string, type: FileType, bytes: Uint8Array): string {
    const relative = `${folder}/${randomUUID()}.${type.extension}`;
    const file = join(this.dir, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return relative;
  }

  /** The bytes of a stored file, or undefined when it is gone (or the path leaves the folder). */
  read(relative: string): Buffer | undefined {
    const file = resolve(this.dir, relative);
    if (!file.startsWith(this.dir + sep) || !existsSync(file)) return undefined;
    return readFileSync(file);
  }

  /** After a re-seed: removes every stored file and restores the seeded ones. */
  reset(): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    this.writeSeedFiles(true);
  }

  /** Removes a temporary folder; a data folder's files stay. */
  close(): void {
    if (!this.isTemporary) return;
    rmSync(this.dir, { recursive: true, force: true });
    temporary.delete(this.dir);
  }

  /** The signed link of a file under `/api/v1/{scope}/`, valid for LINK_LIFETIME_MS from now. */
  link(scope: string, file: FileRef): string {
    const expires = String(Math.floor((this.now() + LINK_LIFETIME_MS) / 1000));
    const signature = this.signature(scope, file, expires);
    return `${API_PREFIX}/${scope}/${file.id}/${expires}/${signature}/${encodeURIComponent(file.filename)}`;
  }

  /** True when `signature` was made by `link` for this very file, customer, name and expiry, and has not expired. */
  verify(scope: string, file: FileRef, expires: string, signature: string): boolean {
    if (!this.unexpired(expires)) return false;
    const expected = Buffer.from(this.signature(scope, file, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * Answers a file's bytes. Whatever the bytes are, the browser neither guesses their type (nosniff) nor runs script
   * or loads anything from them (CSP sandbox); only PDF and images open in the tab, the rest is downloaded.
   * `no-transform`: served as stored, never compressed on the way (compress.ts). A `framable` PDF (the provider's
   * own, see StoredFile) drops `sandbox` and admits the portal's own pages as its only frame ancestors.
   */
  serve(c: Context, file: { bytes: Uint8Array; filename: string; contentType: string; framable?: boolean }): Response {
    const contentType = ALLOWED_TYPES.has(file.contentType) ? file.contentType : 'application/octet-stream';
    const disposition = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment';
    const framable = file.framable === true && contentType === 'application/pdf';
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': contentType,
      'Content-Disposition': `${disposition}; filename*=UTF-8''${rfc5987(file.filename)}`,
      'Content-Security-Policy': framable ? FRAMABLE_POLICY : SANDBOXED_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600, no-transform',
    });
  }

  /**
   * Registers `GET {scope}/{id}/{expires}/{signature}/{filename}`, without a token: `find` looks the file's reference
   * up by id (a row, nothing made); an unknown id, a link made for another file, customer or name, an expired link or
   * a missing file are all a 404. Only a link whose signature holds gets a file made (a MadeFile's `make`): a refused
   * link costs one lookup, never a rendering or a stored file.
   */
  registerDownloads(router: Router, scope: string, find: (id: number) => StoredFile | MadeFile | undefined): void {
    router.resource(
      `${scope}/:id{[0-9]+}/:expires{[0-9]+}/:signature{[0-9a-f]{64}}/:filename`,
      {
        get: async (c) => {
          const expires = c.req.param('expires') ?? '';
          if (!this.unexpired(expires)) throw notFound();
          const file = find(Number(c.req.param('id')));
          const valid =
            file !== undefined &&
            c.req.param('filename') === file.filename &&
            this.verify(scope, file, expires, c.req.param('signature') ?? '');
          if (!file || !valid) throw notFound();
          const stored = 'make' in file ? await file.make() : file;
          const bytes = this.read(stored.path);
          if (!bytes) throw notFound();
          return this.serve(c, {
            bytes,
            filename: file.filename,
            contentType: stored.contentType,
            framable: file.framable,
          });
        },
      },
      { anonymous: true },
    );
  }

  /** A well-formed expiry (seconds since the epoch) that is not past. */
  private unexpired(expires: string): boolean {
    return /^\d{1,12}$/.test(expires) && Number(expires) * 1000 >= this.now();
  }

  private signature(scope: string, file: FileRef, expires: string): string {
    const message = JSON.stringify([scope, file.id, file.customerId, expires, file.filename]);
    return createHmac('sha256', this.secret).update(message).digest('hex');
  }

  /** Writes the seeded documents' files; `overwrite` false keeps files that exist. */
  private writeSeedFiles(overwrite: boolean): void {
    for (const [path, bytes] of seedFiles()) {
      const file = join(this.dir, path);
      if (!overwrite && existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
  }
}
