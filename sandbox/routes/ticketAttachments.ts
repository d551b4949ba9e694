/**
 * A ticket's or a comment's `attachments`: each file checked (size, emptiness, name, type by its content through the
 * file store) before any is stored, then stored under the customer's folder.
 */
import { FILE_TYPE_NOT_ALLOWED, type FileType } from '@/providers/fileTypes';
import type { FileStore } from '@/sandbox/fileStore';
import type { FieldErrors } from '@/sandbox/validation';
import { MAX_FILE_BYTES } from './profile-documents';

export const ATTACHMENT_MESSAGES = {
  fileTooLarge: 'File exceeds 50MB',
  fileEmpty: 'The submitted file is empty.',
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  fileNameTooLong: (length: number) => `Ensure this filename has at most 255 characters (it has ${length}).`,
} as const;

const MAX_FILE_NAME = 255;

export type FormValue = string | File;

export interface Attachment {
  file: File;
  name: string;
  type: FileType;
}

export const listOf = (value: FormValue | FormValue[] | undefined): FormValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The name a file is kept under: without a browser's folder part (`C:\fakepath\...`). */
const baseName = (name: string) => name.split(/[\\/]/).pop()?.trim() ?? '';

/** The `attachments` of a form, each checked (size, emptiness, name, type); refusals go to `errors`. */
export async function readAttachments(
  files: FileStore,
  value: FormValue | FormValue[] | undefined,
  errors: FieldErrors,
): Promise<Attachment[]> {
  const accepted: Attachment[] = [];
  const problems = new Set<string>();
  for (const item of listOf(value)) {
    if (typeof item === 'string') {
      // A form that sends an empty value for "no file" sends no file.
      if (item !== '') problems.add(ATTACHMENT_MESSAGES.notAFile);
      continue;
    }
    const name = baseName(item.name);
    if (item.size > MAX_FILE_BYTES) problems.add(ATTACHMENT_MESSAGES.fileTooLarge);
    else if (item.size === 0) problems.add(ATTACHMENT_MESSAGES.fileEmpty);
    else if (name.length > MAX_FILE_NAME) problems.add(ATTACHMENT_MESSAGES.fileNameTooLong(name.length));
    else {
      const type = await files.typeOf(new File([item], name));
      if (type) accepted.push({ file: item, name, type });
      else problems.add(FILE_TYPE_NOT_ALLOWED);
    }
  }
  for (const problem of problems) errors.add('attachments', problem);
  return accepted;
}

/** Stores the checked files (after every refusal) and answers what their rows need. */
export const storeAttachments = (files: FileStore, customer: number, accepted: Attachment[]) =>
  Promise.all(
    accepted.map(async ({ file, name, type }) => ({
      name,
      type,
      size: file.size,
      path: files.store(`tickets/${customer}`, type, new Uint8Array(await file.arrayBuffer())),
    })),
  );
