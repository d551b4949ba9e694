/**
 * The rules of a chosen file (spec part 2 sections 5 and 8: a ticket's or a comment's attachments): at most 50 MB, and
 * of a type the portal takes (the one file module's allowlist, read from the file's name and first bytes).
 */
import { isAllowedFile } from '@/src/components/allowedFile';

export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The i18n key of the rule a file breaks, or undefined when it may be sent. */
export async function fileError(file: File): Promise<string | undefined> {
  if (file.size > MAX_FILE_BYTES) return 'files.tooLarge';
  return (await isAllowedFile(file)) ? undefined : 'files.typeNotAllowed';
}

/** The i18n key of the first file that breaks a rule, or undefined when every file may be sent. */
export async function filesError(files: readonly File[] | undefined): Promise<string | undefined> {
  if (!files?.length) return undefined;
  const errors = await Promise.all(files.map(fileError));
  return errors.find(Boolean);
}

/** The chosen files split: those that may be sent, and each refused one with the i18n key of its rule. */
export async function sortChosen(files: readonly File[]) {
  const errors = await Promise.all(files.map(fileError));
  return {
    accepted: files.filter((_, index) => !errors[index]),
    refused: files.flatMap((file, index) => (errors[index] ? [{ name: file.name, error: errors[index] }] : [])),
  };
}
