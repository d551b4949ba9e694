/**
 * The document types the portal knows (spec part 2 section 3, document type table): whether a type
 * takes a file and which end-user data fields (client names) it needs. Unknown ids are missing
 * configuration: reported once, then left out of the screen.
 */
import { reportInfo } from '@/src/system/reporting';
import type { KnownClientField } from './fieldNames';

export interface DocumentRule {
  /** False for data-only types: the document is the fields themselves. */
  takesFile: boolean;
  fields: readonly KnownClientField[];
}

export const ADDRESS_FIELDS = ['streetAddress', 'numberAddress', 'postalCode', 'city', 'country'] as const;

/** The address document (data only); when country-specific it fixes the data country. */
export const ADDRESS_DOCUMENT_ID = 5;

export const DOCUMENT_RULES: Readonly<Record<number, DocumentRule>> = {
  1: { takesFile: true, fields: [] },
  3: { takesFile: true, fields: ADDRESS_FIELDS },
  5: { takesFile: false, fields: ADDRESS_FIELDS },
  6: { takesFile: true, fields: [] },
  7: { takesFile: true, fields: ['companyName', 'vatNumber', 'companyRegistrationNumber'] },
  13: { takesFile: true, fields: ADDRESS_FIELDS },
  14: { takesFile: false, fields: ['companyRegistrationNumber'] },
  17: { takesFile: true, fields: [] },
};

export function isKnownDocument(id: number): boolean {
  return Object.prototype.hasOwnProperty.call(DOCUMENT_RULES, id);
}

export function takesFile(id: number): boolean {
  return DOCUMENT_RULES[id]?.takesFile ?? false;
}

export function requiredFieldsOf(id: number): readonly KnownClientField[] {
  return DOCUMENT_RULES[id]?.fields ?? [];
}

const reported = new Set<number>();

/** For the tests: the session as just started, nothing reported yet. */
export function forgetReportedDocuments(): void {
  reported.clear();
}

/** The documents of known types; each unknown id is reported once per session as missing configuration. */
export function knownDocuments<T extends { id: number }>(documents: readonly T[]): T[] {
  return documents.filter((document) => {
    if (isKnownDocument(document.id)) return true;
    if (!reported.has(document.id)) {
      reported.add(document.id);
      reportInfo(`Missing configuration: document type ${document.id}`);
    }
    return false;
  });
}
