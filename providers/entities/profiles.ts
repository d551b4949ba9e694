import type { SelectOption } from './account';

/** End-user profiles (spec part 2, sections 3 and 7 "Profiles"). */

/** GET customer/account: a row of the profiles list. Filters: `name` (contains), `country` (country id). */
export interface ProfileRow {
  id: number;
  name: string;
  blocked: boolean;
  /** False while required data or documents are missing or rejected. */
  valid: boolean;
  is_default: boolean;
  /** City (area name) and country name of the end user's address, when known. */
  area: string | null;
  country: string | null;
}

/** GET customer/account/{id} */
export interface Profile {
  id: number;
  name: string;
  default: boolean;
  blocked: boolean;
  valid: boolean;
  is_draft: boolean;
}

/** One end-user data field of the profile form, with its server-side name. */
export interface ProfileFormField {
  field: string;
  label: string;
  value: string | number | null;
  required: boolean;
}

/** A document type as the server defines it. */
export interface DocumentDefinition {
  id: number;
  label: string;
  /** Several versions may be active at once. */
  multiple: boolean;
  /** Tooltip text. */
  info: string;
  new_version_required: boolean;
  country_specific: boolean;
  area_specific: boolean;
}

/** A submitted document (all versions, newest first). */
export interface ProfileDocument {
  id: number;
  document_type: { id: number; name: string };
  active: boolean;
  /** Status text: Pending, Validated or Rejected. */
  validated: 'Pending' | 'Validated' | 'Rejected';
  /** ISO date-time. */
  date_submitted: string;
  document_filename: string;
  /** URL that opens the file (signed: no Authorization header needed, so a new tab can open it). */
  document_file: string;
}

/** A document of the profile form: its definition, whether this plan requires it, its versions. */
export interface ProfileDocumentSlot extends DocumentDefinition {
  required: boolean;
  uploaded: ProfileDocument[];
}

export interface DocumentTemplate {
  label: string;
  location: string;
}

/** GET customer/account/{id}/form[/plan/{planId}/type/{type}] */
export interface ProfileForm {
  is_draft: boolean;
  fields: ProfileFormField[];
  documents: ProfileDocumentSlot[];
  templates: DocumentTemplate[];
}

/** Body of POST customer/account/{id}/end-user-data and PUT .../end-user-data/update: server names -> values. */
export type EndUserData = Record<string, string | number | null>;

/** GET customer/plans/countries/{id}/for-select: plans carry their type (the number type id). */
export interface PlanOption extends SelectOption<number> {
  plan_type: number;
}

/** GET customer/did-service-type */
export interface DidServiceType {
  id: number;
  name: string;
}
