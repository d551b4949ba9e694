/**
 * An end user's documents (spec part 2 section 2), declared as fields: the table's columns and the phone card's lines
 * (FieldTable). The Status and View parts load with the documents page, which is the only one to show them.
 */
import { choice, dateTime, link, text } from '@/src/console/fields';
import { readyPart } from '@/src/console/lazyPart';
import type { FieldsOf } from '@/src/console/views/useFields';
import DocumentStatus from './DocumentStatus';
import DocumentViewLink from './DocumentViewLink';

/** Validated: Yes for a validated document, else No. */
const YES_NO = {
  labels: { Validated: 'profiles.documents.yes', Pending: 'profiles.documents.no', Rejected: 'profiles.documents.no' },
};

export const PROFILE_DOCUMENTS: FieldsOf = {
  name: 'profile-documents',
  fields: {
    type: text({ path: 'document_type.name', card: 'key' }),
    validated: choice({ card: 'line', choices: YES_NO }),
    status: text({ path: 'validated', card: 'line', render: readyPart(DocumentStatus) }),
    submitted: dateTime({ path: 'date_submitted', card: 'line' }),
    fileName: text({ path: 'document_filename', card: 'line' }),
    view: link({ path: 'document_file', render: readyPart(DocumentViewLink) }),
  },
};
