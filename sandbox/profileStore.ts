/**
 * Shared statements of the profile routes: the customer's profile (or a 404), its data, its document
 * versions as the API answers them (with `active` and the signed file URL), and the `valid` recomputation.
 */
import type { Db } from './db';
import { type SandboxContext, customerId } from './env';
import { notFound } from './errors';
import type { FileStore } from './fileStore';
import {
  type DocumentStatus,
  type DocumentVersion,
  type ProfileData,
  FIELD_NAMES,
  activeDocumentIds,
  isProfileValid,
} from './profileRules';

export interface ProfileRecord {
  id: number;
  customer_id: number;
  name: string;
  is_default: number;
  blocked: number;
  is_draft: number;
  valid: number;
  area: number | null;
  country: number | null;
  [field: string]: string | number | null;
}

export interface DocumentRecord {
  id: number;
  profile_id: number;
  customer_id: number;
  document_type_id: number;
  type_name: string;
  multiple: number;
  file_path: string;
  filename: string;
  content_type: string;
  size: number;
  status: DocumentStatus;
  submitted_at: string;
}

const SELECT_PROFILE = `SELECT p.*, p.area_id AS area, p.country_id AS country FROM profiles p`;

/** The scope of the documents' signed links: `/api/v1/documents/...`. */
export const DOCUMENTS_SCOPE = 'documents';

export function createProfileStore(db: Db, files: FileStore) {
  const one = db.prepare<[number, number], ProfileRecord>(`${SELECT_PROFILE} WHERE p.id = ? AND p.customer_id = ?`);
  const byId = db.prepare<[number], ProfileRecord>(`${SELECT_PROFILE} WHERE p.id = ?`);
  const documents = db.prepare<[number], DocumentRecord>(`SELECT d.*, t.label AS type_name, t.multiple, p.customer_id
    FROM profile_documents d JOIN document_types t ON t.id = d.document_type_id JOIN profiles p ON p.id = d.profile_id
    WHERE d.profile_id = ? ORDER BY d.submitted_at DESC, d.id DESC`);
  const setValid = db.prepare('UPDATE profiles SET valid = ? WHERE id = ?');

  const versionsOf = (rows: DocumentRecord[]): DocumentVersion[] =>
    rows.map((row) => ({
      id: row.id,
      typeId: row.document_type_id,
      status: row.status,
      submittedAt: row.submitted_at,
    }));

  const dataOf = (profile: ProfileRecord): ProfileData =>
    Object.fromEntries(FIELD_NAMES.map((field) => [field, profile[field] ?? null])) as ProfileData;

  return {
    /** The current customer's profile named by the `:id` parameter; another customer's is a 404. */
    owned(c: SandboxContext): ProfileRecord {
      const profile = one.get(Number(c.req.param('id')), customerId(c));
      if (!profile) throw notFound();
      return profile;
    },

    dataOf,

    /** Every version of a profile's documents, newest first, as the API answers them (type names through `label`). */
    documents(profileId: number, label: (text: string) => string = (text) => text) {
      const rows = documents.all(profileId);
      const multiple = new Set(rows.filter((row) => row.multiple === 1).map((row) => row.document_type_id));
      const active = activeDocumentIds(versionsOf(rows), (typeId) => multiple.has(typeId));
      return rows.map((row) => ({
        id: row.id,
        document_type: { id: row.document_type_id, name: label(row.type_name) },
        active: active.has(row.id),
        validated: row.status,
        date_submitted: row.submitted_at,
        document_filename: row.filename,
        document_file: files.link(DOCUMENTS_SCOPE, { id: row.id, customerId: row.customer_id, filename: row.filename }),
      }));
    },

    /** Stores the `valid` flag that the profile's data and documents give now. */
    recomputeValid(profileId: number): void {
      const profile = byId.get(profileId);
      if (!profile) return;
      const valid = isProfileValid({
        isDraft: profile.is_draft === 1,
        blocked: profile.blocked === 1,
        data: dataOf(profile),
        versions: versionsOf(documents.all(profileId)),
      });
      setValid.run(valid ? 1 : 0, profileId);
    },
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
