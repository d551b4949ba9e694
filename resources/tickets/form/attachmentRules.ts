/** The spec's attachment rules (part 2 sections 5 and 8): each file at most 50 MB, and of a type the portal takes. */
import { isAllowedFile } from '../../../src/components/allowedFile';

export const MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024;

/** The i18n key of the first file that breaks a rule, or undefined when every file may be sent. */
export async function attachmentsError(files: readonly File[] | undefined): Promise<string | undefined> {
  if (!files?.length) return undefined;
  if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) return 'tickets.files.tooLarge';
  const allowed = await Promise.all(files.map(isAllowedFile));
  return allowed.every(Boolean) ? undefined : 'tickets.files.typeNotAllowed';
}
