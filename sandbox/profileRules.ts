/**
 * The end-user profile rules, as pure functions: the form's fields, what each document type requires
 * (the spec's document type table), which versions are active and when a profile is valid.
 */

/** The form's fields, in the order the form lists them: server name -> English label. */
export const PROFILE_FIELDS = [
  ['salutation', 'Salutation'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['company_name', 'Company name'],
  ['street', 'Street'],
  ['house_number', 'House number'],
  ['additional_address_info', 'Additional address info'],
  ['postal_code', 'Postal code'],
  ['city', 'City'],
  ['area', 'Area'],
  ['country', 'Country'],
  ['phone_number', 'Phone number'],
  ['email', 'Email'],
  ['vat_number', 'VAT number'],
  ['company_registration_number', 'Company registration number'],
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number][0];
export const FIELD_NAMES: readonly ProfileField[] = PROFILE_FIELDS.map(([field]) => field);

export const ADDRESS_FIELDS: readonly ProfileField[] = ['street', 'house_number', 'postal_code', 'city', 'country'];
const COMPANY_FIELDS: readonly ProfileField[] = ['company_name', 'vat_number', 'company_registration_number'];

export interface DocumentRule {
  /** Whether the type is a file to upload; fields-only types take none. */
  file: boolean;
  fields: readonly ProfileField[];
}

/** The spec's table; 21 (a type the portal does not know) is a plain file. */
export const DOCUMENT_RULES: Readonly<Record<number, DocumentRule>> = {
  1: { file: true, fields: [] },
  3: { file: true, fields: ADDRESS_FIELDS },
  5: { file: false, fields: ADDRESS_FIELDS },
  6: { file: true, fields: [] },
  7: { file: true, fields: COMPANY_FIELDS },
  13: { file: true, fields: ADDRESS_FIELDS },
  14: { file: false, fields: ['company_registration_number'] },
  17: { file: true, fields: [] },
  21: { file: true, fields: [] },
};

export const takesFile = (typeId: number): boolean => DOCUMENT_RULES[typeId]?.file === true;

/** The fields that the given required document types need. */
export function requiredFields(documentTypeIds: Iterable<number>): Set<ProfileField> {
  const fields = new Set<ProfileField>();
  for (const id of documentTypeIds) for (const field of DOCUMENT_RULES[id]?.fields ?? []) fields.add(field);
  return fields;
}

const isProfileField = (name: string): name is ProfileField => (FIELD_NAMES as readonly string[]).includes(name);

/**
 * What a plan needs of an end user, the one rule of the end-user editor and of the cart configuration's end-user
 * table (issue 49): the fields the plan names (its user details) and those its documents need (an address document
 * needs street, house number, postal code, city and country), in the form's order; and the documents that are files to
 * upload (a data-only type, such as the address document 5, is its fields, not a document to have).
 */
export function planNeeds(
  planFields: readonly string[],
  documentTypeIds: readonly number[],
): { fields: ProfileField[]; documents: number[] } {
  const needed = requiredFields(documentTypeIds);
  for (const name of planFields) if (isProfileField(name)) needed.add(name);
  return {
    fields: FIELD_NAMES.filter((field) => needed.has(field)),
    documents: documentTypeIds.filter((id) => DOCUMENT_RULES[id]?.file !== false),
  };
}

export type DocumentStatus = 'Pending' | 'Validated' | 'Rejected';

export interface DocumentVersion {
  id: number;
  typeId: number;
  status: DocumentStatus;
  /** ISO date-time; ties are broken by the higher id. */
  submittedAt: string;
}

const newestFirst = (a: DocumentVersion, b: DocumentVersion) =>
  b.submittedAt.localeCompare(a.submittedAt) || b.id - a.id;

/** Active versions: per type the newest Validated one; every Validated one for a `multiple` type. */
export function activeDocumentIds(
  versions: readonly DocumentVersion[],
  isMultiple: (typeId: number) => boolean,
): Set<number> {
  const active = new Set<number>();
  const seen = new Set<number>();
  for (const version of [...versions].sort(newestFirst)) {
    if (version.status !== 'Validated') continue;
    if (isMultiple(version.typeId)) active.add(version.id);
    else if (!seen.has(version.typeId)) {
      seen.add(version.typeId);
      active.add(version.id);
    }
  }
  return active;
}

/** Types whose latest version was rejected (a newer upload, even pending, replaces the rejection). */
export function rejectedTypes(versions: readonly DocumentVersion[]): Set<number> {
  const latest = new Map<number, DocumentVersion>();
  for (const version of [...versions].sort(newestFirst))
    if (!latest.has(version.typeId)) latest.set(version.typeId, version);
  return new Set([...latest.values()].filter((v) => v.status === 'Rejected').map((v) => v.typeId));
}

export type ProfileData = Partial<Record<ProfileField, string | number | null>>;

const filled = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';

export interface ProfileState {
  isDraft: boolean;
  blocked: boolean;
  data: ProfileData;
  versions: readonly DocumentVersion[];
}

/** Valid: saved (not a draft), not blocked, no rejected document, a name (company or last) and a full address. */
export function isProfileValid({ isDraft, blocked, data, versions }: ProfileState): boolean {
  if (isDraft || blocked) return false;
  if (rejectedTypes(versions).size > 0) return false;
  if (!filled(data.company_name) && !filled(data.last_name)) return false;
  return ADDRESS_FIELDS.every((field) => filled(data[field]));
}
