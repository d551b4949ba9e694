/**
 * A ticket's or a comment's `attachments`: each file checked by the upload rules (uploads.ts: size, emptiness, name,
 * type by its content) and the customer's upload quota before any is stored, then stored under the customer's folder.
 */
import type { FileStore } from '@/sandbox/fileStore';
import type { Language } from '@/sandbox/labels';
import { type CheckedFile, UPLOAD_MESSAGES, type UploadQuota, checkFile, tooManyFiles } from '@/sandbox/uploads';
import type { FieldErrors } from '@/sandbox/validation';

export const ATTACHMENT_MESSAGES = UPLOAD_MESSAGES;

export type FormValue = string | File;

export type Attachment = CheckedFile;

export const listOf = (value: FormValue | FormValue[] | undefined): FormValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The `attachments` of a form, each checked (size, emptiness, name, type, then the quota); refusals go to `errors`. */
export async function readAttachments(
  files: FileStore,
  quota: { customer: number; rule: UploadQuota; language: Language },
  value: FormValue | FormValue[] | undefined,
  errors: FieldErrors,
): Promise<Attachment[]> {
  const accepted: Attachment[] = [];
  const problems = new Set<string>();
  const items = listOf(value);
  if (tooManyFiles(items.filter((item) => typeof item !== 'string').length)) {
    errors.add('attachments', UPLOAD_MESSAGES.tooManyFiles);
    return accepted;
  }
  for (const item of items) {
    if (typeof item === 'string') {
      // A form that sends an empty value for "no file" sends no file.
      if (item !== '') problems.add(UPLOAD_MESSAGES.notAFile);
      continue;
    }
    const checked = await checkFile(files, item);
    if ('problem' in checked) problems.add(checked.problem);
    else accepted.push(checked);
  }
  if (problems.size === 0) {
    const refusal = quota.rule.refusal(quota.customer, sizeOf(accepted), quota.language);
    if (refusal) problems.add(refusal);
  }
  for (const problem of problems) errors.add('attachments', problem);
  return accepted;
}

const sizeOf = (files: readonly CheckedFile[]) => files.reduce((total, { file }) => total + file.size, 0);

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
