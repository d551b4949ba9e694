/** An end user's documents on a phone: the type, validated and its status, when and what was sent, and View. */
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CardLayout } from '@/src/components/CardLayout';
import { formatDateTime } from '@/src/components/dates';
import type { ProfileDocument } from '@/providers/types';
import DocumentStatus from './DocumentStatus';

const label = (key: string) => `profiles.documents.columns.${key}`;

/** The Validated column: Yes for a validated document, else No. */
export const validatedKey = (document: ProfileDocument) =>
  document.validated === 'Validated' ? 'profiles.documents.yes' : 'profiles.documents.no';

/** View: the file in a new tab, named by its file name for a screen reader. */
export function DocumentViewLink({ document }: { document: ProfileDocument }) {
  const translate = useTranslate();
  return (
    <Link
      href={document.document_file}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('profiles.documents.viewLabel', { name: document.document_filename })}
    >
      {translate('profiles.documents.view')}
    </Link>
  );
}

export const DOCUMENT_CARDS: CardLayout<ProfileDocument> = {
  primary: (document) => document.document_type.name,
  secondary: [
    { label: label('validated'), render: (document, translate) => translate(validatedKey(document)) },
    { label: label('status'), render: (document) => <DocumentStatus document={document} /> },
    { label: label('submitted'), render: (document) => formatDateTime(document.date_submitted) },
    { label: label('fileName'), render: (document) => document.document_filename },
  ],
  action: (document) => <DocumentViewLink document={document} />,
};
