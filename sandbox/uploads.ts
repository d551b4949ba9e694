/**
 * The rules of every upload path (end users' documents, tickets' and comments' attachments), in one place: a file's
 * size, emptiness, name and type (by its content, through the file store), and the customer's upload quota.
 *
 * File names: the name a file is kept and shown under is the one sent, without any folder part (`../../x.pdf` and
 * `C:\fakepath\x.pdf` are `x.pdf`), without control characters (C0, DEL, C1) or the invisible marks that reorder text
 * (bidirectional overrides, a `fdp.exe` shown as `exe.pdf`), trimmed; an empty result or more than 255 characters is
 * refused on the field. The rule applies when a file is uploaded: names stored before are answered as they are.
 */
import { FILE_TYPE_NOT_ALLOWED, type FileType, MAX_FILES_PER_UPLOAD } from '@/providers/fileTypes';
import type { Db } from './db';
import type { FileStore } from './fileStore';
import type { Language } from './labels';

/** The largest file of any upload (spec part 2 section 9: "Maximum file size 50 MB"). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_FILE_NAME = 255;

const UNITS: [number, Record<Language, string>][] = [
  [1024 * 1024 * 1024, { en: 'GB', fr: 'Go' }],
  [1024 * 1024, { en: 'MB', fr: 'Mo' }],
  [1024, { en: 'kB', fr: 'Ko' }],
  [1, { en: 'bytes', fr: 'octets' }],
];

/** A size in the catalogue's units ("50MB" is 50 x 1024 x 1024 bytes): the largest unit it is a whole number of. */
export function sizeText(bytes: number, language: Language = 'en'): string {
  const [unit, names] = UNITS.find(([size]) => bytes >= size && bytes % size === 0) ?? UNITS[UNITS.length - 1];
  return `${bytes / unit} ${names[language]}`;
}

/** The refusals of an upload, in DRF's words where it has them (FileField), else in the catalogue's style. */
export const UPLOAD_MESSAGES = {
  fileTooLarge: 'File exceeds 50MB',
  fileEmpty: 'The submitted file is empty.',
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  noName: 'No filename could be determined.',
  tooManyFiles: `Send at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  fileNameTooLong: (length: number) =>
    `Ensure this filename has at most ${MAX_FILE_NAME} characters (it has ${length}).`,
  /** Worded in the request's language, as the server's labels are (labels.ts): the portal shows it as it is. */
  quotaExceeded: (quota: number, language: Language = 'en') =>
    language === 'fr'
      ? `Quota de dépôt dépassé : les fichiers de votre compte peuvent occuper au plus ${sizeText(quota, 'fr')} au total.`
      : `Upload quota exceeded: the files of your account may take at most ${sizeText(quota)} in total.`,
} as const;

// Control characters (C0, DEL, C1) and the bidirectional marks, embeddings, overrides and isolates.
const UNSAFE_IN_NAME = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The name an uploaded file is kept under (see above); '' when nothing is left of it. */
export function uploadName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  return base.replace(UNSAFE_IN_NAME, '').trim();
}

/** True when a request carries more files than one upload may (MAX_FILES_PER_UPLOAD): refuse it before any check. */
export const tooManyFiles = (count: number): boolean => count > MAX_FILES_PER_UPLOAD;

/** A file that passed every check: its bytes, the name it is kept under and its server-decided type. */
export interface CheckedFile {
  file: File;
  name: string;
  type: FileType;
}

/** One file checked (size, emptiness, name, type by content): the file to keep, or the message of its refusal. */
export async function checkFile(files: FileStore, file: File): Promise<CheckedFile | { problem: string }> {
  const name = uploadName(file.name);
  if (file.size > MAX_FILE_BYTES) return { problem: UPLOAD_MESSAGES.fileTooLarge };
  if (file.size === 0) return { problem: UPLOAD_MESSAGES.fileEmpty };
  if (name === '') return { problem: UPLOAD_MESSAGES.noName };
  if (name.length > MAX_FILE_NAME) return { problem: UPLOAD_MESSAGES.fileNameTooLong(name.length) };
  const type = await files.typeOf(file, name);
  return type ? { file, name, type } : { problem: FILE_TYPE_NOT_ALLOWED };
}

/**
 * The customer's upload quota: what their end users' documents and their tickets' attachments take (the sizes stored
 * with them), against the file store's quota. The provider's own files (invoices, product files) do not count.
 */
export function createUploadQuota(db: Db, files: FileStore) {
  const used = db
    .prepare<[number, number], number>(
      `SELECT (SELECT coalesce(sum(d.size), 0) FROM profile_documents d JOIN profiles p ON p.id = d.profile_id
        WHERE p.customer_id = ?)
      + (SELECT coalesce(sum(a.size), 0) FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id
        WHERE t.customer_id = ?)`,
    )
    .pluck();
  return {
    /** The bytes the customer's uploaded files take now. */
    used: (customer: number): number => used.get(customer, customer) ?? 0,
    /** The refusal (in the request's language) when `adding` more bytes would take the customer over the quota. */
    refusal(customer: number, adding: number, language: Language): string | undefined {
      if (adding === 0 || (used.get(customer, customer) ?? 0) + adding <= files.quotaBytes) return undefined;
      return UPLOAD_MESSAGES.quotaExceeded(files.quotaBytes, language);
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
