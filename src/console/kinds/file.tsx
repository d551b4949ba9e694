/**
 * A signed file of the API (an end user's document, a ticket's attachment): a link that opens it in a new tab, named by
 * its file name (or the definition's `linkText`, "View"), with an accessible name of its own ("View kbk.pdf"). Only an
 * http(s) location becomes a link (fileHref), so that a `javascript:` value is never clickable on the portal's origin;
 * a file without one is named, not linked. As text (a CSV, a title) it is its file name, else its location.
 * In a form it is the files to send (FilesInput.tsx).
 */
import { Link } from '@mui/material';
import { fileHref } from '@/src/components/fileHref';
import { valueOf } from '@/src/console/fields';
import { TextFilter } from './inputs';
import { plain, type Kind, type RenderContext } from './kind';
import FileFormInput from './FilesInput';

/** The file's name, from the record's field the definition names. */
const nameOf = ({ field, record }: RenderContext): string => {
  const path = field.file?.name;
  return path ? plain(valueOf(record, path, { kind: 'text' })) : '';
};

export const fileKind: Kind = {
  text: (value, context) => nameOf(context) || plain(value),
  display: (value, context) => {
    const { field, translate, record } = context;
    const name = nameOf(context);
    if (!fileHref(value)) return name;
    const values = { ...record, name };
    return (
      // The location as the API wrote it (a relative one stays relative): fileHref only says it is safe to open.
      <Link
        href={String(value)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={field.file?.label ? translate(field.file.label, values) : undefined}
      >
        {field.linkText ? translate(field.linkText, values) : name || plain(value)}
      </Link>
    );
  },
  filterInput: TextFilter,
  formInput: FileFormInput,
};
