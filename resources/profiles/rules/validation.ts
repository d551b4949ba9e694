/**
 * Client-side validation of the profile edit form (spec part 2 section 5). Answers i18n message keys.
 * Values are keyed by client field names (fieldNames.ts).
 */
import { INVALID_EMAIL, isEmail } from '@/src/components/emailRule';
import { takesFile } from './documentRules';

export const MESSAGES = {
  required: 'common.validation.required',
  invalidEmail: INVALID_EMAIL,
  invalidPhone: 'profileEdit.validation.invalidPhone',
  emailNeedsPhone: 'profileEdit.validation.emailNeedsPhone',
  phoneNeedsEmail: 'profileEdit.validation.phoneNeedsEmail',
  bothRequired: 'profileEdit.validation.bothRequired',
  documentRequired: 'profileEdit.validation.documentRequired',
  fileTooLarge: 'profileEdit.validation.fileTooLarge',
  fileEmpty: 'profileEdit.validation.fileEmpty',
  fileTypeNotAllowed: 'profileEdit.validation.fileTypeNotAllowed',
  tooManyFiles: 'profileEdit.validation.tooManyFiles',
} as const;

/** A document's message: a key (or the server's own text), or a key about one chosen file, named in it. */
export type DocumentError = string | { key: string; file: string };

/** 50 MB (spec part 2 section 9). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * A phone number: an optional country prefix ("+" or "00" and 1 to 3 digits, then an optional space),
 * then three groups of digits of 1-4, 2-4 and 3-4 digits, each optionally separated by one space,
 * dash or dot. Accepts "+31 20 123 4567", "0031 20 123 4567", "020 123 4567", "020-123-4567" and
 * "0201234567"; refuses letters, "12 34" (two groups), and runs of more than 12 digits after the prefix.
 */
export const PHONE_PATTERN = /^(?:(?:\+|00)\d{1,3} ?)?\d{1,4}[ .-]?\d{2,4}[ .-]?\d{3,4}$/;

export type FieldValue = string | number | null | undefined;
export type FieldValues = Record<string, FieldValue>;

export const EMAIL_FIELD = 'emailAddress';
export const PHONE_FIELD = 'phoneNumber';

export const isFilled = (value: FieldValue): boolean => value != null && String(value).trim() !== '';

export interface FieldValidation {
  /** Client field name -> message key. */
  errors: Record<string, string>;
  /** The message shown above the email/phone pair, if any. */
  groupError?: string;
}

/** Required-by-server fields, the portal's e-mail rule, the phone pattern, and the email/phone pairing. */
export function validateFields(
  fields: readonly { name: string; required: boolean }[],
  values: FieldValues,
): FieldValidation {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.required && !isFilled(values[field.name])) errors[field.name] = MESSAGES.required;
  }
  const email = isFilled(values[EMAIL_FIELD]) ? String(values[EMAIL_FIELD]).trim() : '';
  const phone = isFilled(values[PHONE_FIELD]) ? String(values[PHONE_FIELD]).trim() : '';
  if (email && !isEmail(email)) errors[EMAIL_FIELD] = MESSAGES.invalidEmail;
  if (phone && !PHONE_PATTERN.test(phone)) errors[PHONE_FIELD] = MESSAGES.invalidPhone;
  let groupError: string | undefined;
  if (email && !phone) {
    errors[PHONE_FIELD] = MESSAGES.emailNeedsPhone;
    groupError = MESSAGES.bothRequired;
  } else if (phone && !email) {
    errors[EMAIL_FIELD] = MESSAGES.phoneNeedsEmail;
    groupError = MESSAGES.bothRequired;
  }
  return { errors, groupError };
}

export interface DocumentState {
  id: number;
  required: boolean;
  uploaded: readonly { active: boolean; validated: string }[];
}

/** A document counts as present when a version is active or pending, or a file is chosen for it. */
export function hasDocument(document: DocumentState, chosen: readonly File[] | undefined): boolean {
  if (chosen && chosen.length > 0) return true;
  return document.uploaded.some((version) => version.active || version.validated === 'Pending');
}

/**
 * Something the plan needs is still missing (what the form marks in red): a required field empty, or a required file
 * document with no active or pending version and no file chosen for it.
 */
export function somethingMissing(
  fields: readonly { name: string; required: boolean }[],
  values: FieldValues,
  documents: readonly DocumentState[],
  chosen: Readonly<Record<number, readonly File[]>>,
): boolean {
  return (
    fields.some((field) => field.required && !isFilled(values[field.name])) ||
    documents.some(
      (document) => document.required && takesFile(document.id) && !hasDocument(document, chosen[document.id]),
    )
  );
}

/** Document id -> message key: required file documents that are missing, chosen files that are too large. */
export function validateDocuments(
  documents: readonly DocumentState[],
  chosen: Readonly<Record<number, readonly File[]>>,
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const document of documents) {
    const files = chosen[document.id];
    const tooLarge = files?.map(fileSizeError).find(Boolean);
    if (tooLarge) errors[document.id] = tooLarge;
    else if (document.required && takesFile(document.id) && !hasDocument(document, files)) {
      errors[document.id] = MESSAGES.documentRequired;
    }
  }
  return errors;
}

export function fileSizeError(file: { size: number }): string | undefined {
  if (file.size === 0) return MESSAGES.fileEmpty;
  return file.size > MAX_FILE_BYTES ? MESSAGES.fileTooLarge : undefined;
}
