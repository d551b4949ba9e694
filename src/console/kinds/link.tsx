/**
 * A link the API answered (a signed file): opened in a new tab, named by the definition's text. Only http(s) locations
 * become links (fileHref), so that a `javascript:` value is never clickable on the portal's origin.
 */
import { Link } from '@mui/material';
import { fileHref } from '@/src/components/fileHref';
import { TextFilter, TextFormInput } from './inputs';
import { plain, type Kind } from './kind';

export const linkKind: Kind = {
  text: plain,
  display: (value, { field, translate, record }) => {
    const href = fileHref(value);
    if (!href) return null;
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {field.linkText ? translate(field.linkText, record) : plain(value)}
      </Link>
    );
  },
  filterInput: TextFilter,
  formInput: TextFormInput,
};
