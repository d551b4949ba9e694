/** What a plan needs from an end user: profile fields (plan_required_fields) and documents (plan_documents). */
import type { Db } from '@/sandbox/db';
import type { PlanRequirement, ProfileCheck, ProfileCheckColumn } from '@/providers/types';
import { planNeeds } from '@/sandbox/profileRules';

/** The profile columns a plan can require, with their label and what the regulator wants. */
export const PROFILE_FIELDS: Record<string, [label: string, description: string]> = {
  first_name: ['First name', 'The first name of the end user or its legal representative.'],
  last_name: ['Last name', 'The last name of the end user or its legal representative.'],
  company_name: ['Company name', "The end user's company name as registered in the trade register."],
  street: ['Street', "The street of the end user's address in the country of the numbers."],
  house_number: ['House number', "The house number of the end user's address."],
  postal_code: ['Postal code', "The postal code of the end user's address."],
  city: ['City', "The city of the end user's address; for geographic numbers, in the numbering area."],
  country: ['Country', "The country of the end user's address."],
  phone_number: ['Phone number', 'A phone number where the end user can be reached.'],
  email: ['E-mail', 'An e-mail address of the end user.'],
  vat_number: ['VAT number', "The end user's VAT identification number."],
  company_registration_number: ['Company registration number', 'The number under which the company is registered.'],
};

type Label = (text: string) => string;
type DocumentStatus = 'Pending' | 'Validated' | 'Rejected';
const same: Label = (text) => text;

/** Columns shown even when the plan does not require them (Optional when empty). */
const OPTIONAL = ['phone_number', 'email'];

export function requirementQueries(db: Db) {
  const fields = db
    .prepare<[number], string>('SELECT accessor FROM plan_required_fields WHERE plan_id = ? ORDER BY rowid')
    .pluck();
  const documents = db.prepare<[number], { id: number; label: string; info: string }>(
    'SELECT d.id, d.label, d.info FROM document_types d JOIN plan_documents p ON p.document_type_id = d.id WHERE p.plan_id = ? ORDER BY d.id',
  );
  const profiles = db.prepare<[number], Record<string, string | number | null>>(
    `SELECT p.*, c.name AS country FROM profiles p LEFT JOIN countries c ON c.id = p.country_id
     WHERE p.customer_id = ? ORDER BY p.name COLLATE NOCASE, p.id`,
  );
  const documentStatus = db
    .prepare<[number, number], string>(
      'SELECT status FROM profile_documents WHERE profile_id = ? AND document_type_id = ? ORDER BY submitted_at DESC, id DESC LIMIT 1',
    )
    .pluck();

  /** `label` gives a label in the request's language (sandbox/labels.ts). */
  const requirements = (
    planId: number,
    label: Label = same,
  ): { user_detail: PlanRequirement[]; document: PlanRequirement[] } => ({
    user_detail: fields.all(planId).map((accessor) => ({
      name: label(PROFILE_FIELDS[accessor]?.[0] ?? accessor),
      description: label(PROFILE_FIELDS[accessor]?.[1] ?? ''),
    })),
    document: documents.all(planId).map((d) => ({ name: label(d.label), description: label(d.info) })),
  });

  /** The end users against what the plan needs: the same rule as the end-user editor's (`planNeeds`). */
  const check = (customer: number, planId: number, label: Label = same): ProfileCheck => {
    const docs = documents.all(planId);
    const needs = planNeeds(
      fields.all(planId),
      docs.map((d) => d.id),
    );
    const required: string[] = needs.fields;
    const columns: ProfileCheckColumn[] = [
      ...required.map((key) => ({ key, label: label(PROFILE_FIELDS[key]?.[0] ?? key), required: true })),
      ...OPTIONAL.filter((key) => !required.includes(key)).map((key) => ({
        key,
        label: label(PROFILE_FIELDS[key][0]),
        required: false,
      })),
      ...docs
        .filter((d) => needs.documents.includes(d.id))
        .map((d) => ({ key: `document_${d.id}`, label: label(d.label), required: true })),
    ];
    return {
      columns,
      profiles: profiles.all(customer).map((row) => {
        const values: Record<string, string | null> = {};
        const documentStatuses: Record<string, DocumentStatus> = {};
        for (const column of columns) {
          if (column.key.startsWith('document_')) {
            const status = documentStatus.get(Number(row.id), Number(column.key.slice(9)));
            values[column.key] = status === undefined ? null : label(status);
            if (status !== undefined) documentStatuses[column.key] = status as DocumentStatus;
          } else
            values[column.key] = row[column.key] === null || row[column.key] === '' ? null : String(row[column.key]);
        }
        return { id: Number(row.id), name: String(row.name), blocked: row.blocked === 1, values, documentStatuses };
      }),
    };
  };
  return { requirements, check };
}
