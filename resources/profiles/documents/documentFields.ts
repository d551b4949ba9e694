/**
 * An end user's documents (spec part 2 section 2), declared as fields: the table's columns and the phone card's lines
 * (FieldTable). The Status part loads with the documents page, which is the only one to show it.
 */
import { choice, dateTime, file, text } from '@/src/console/fields';
import { readyPart } from '@/src/console/lazyPart';
import type { FieldsOf } from '@/src/console/views/useFields';
import DocumentStatus from './DocumentStatus';

/** Validated: Yes for a validated document, else No. */
const YES_NO = {
  labels: { Validated: 'profiles.documents.yes', Pending: 'profiles.documents.no', Rejected: 'profiles.documents.no' },
} as const;

export const PROFILE_DOCUMENTS: FieldsOf = {
  name: 'profile-documents',
  fields: {
    type: text({ path: 'document_type.name', card: 'key' }),
    validated: choice({ card: 'line', choices: YES_NO }),
    status: text({ path: 'validated', card: 'line', render: readyPart(DocumentStatus) }),
    submitted: dateTime({ path: 'date_submitted', card: 'line' }),
    fileName: text({ path: 'document_filename', card: 'line' }),
    // View: the file in a new tab, named for a screen reader ("View kbk.pdf").
    view: file({
      path: 'document_file',
      linkText: 'profiles.documents.view',
      file: { name: 'document_filename', label: 'profiles.documents.viewLabel' },
    }),
  },
};
