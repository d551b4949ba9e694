/** View: the file in a new tab, named by its file name for a screen reader ("View kbk.pdf"). */
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export default function DocumentViewLink({ record }: CellPartProps) {
  const translate = useTranslate();
  return (
    <Link
      href={textOf(record.document_file)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('profiles.documents.viewLabel', { name: textOf(record.document_filename) })}
    >
      {translate('profiles.documents.view')}
    </Link>
  );
}
