/** A document's files as small links (PDF opens in a new tab; CSV and XLSX download), each named for screen readers. */
import { Link, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { fileHref } from '@/src/components/fileHref';

export interface FileLink {
  kind: 'pdf' | 'csv' | 'xlsx';
  location: string | undefined | null;
}

export function FileLinks({ name, files }: { name: string; files: FileLink[] }) {
  const translate = useTranslate();
  const links = files.flatMap(({ kind, location }) => {
    const href = fileHref(location);
    return href ? [{ kind, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} component="span">
      {links.map(({ kind, href }) => (
        <Link
          key={kind}
          href={href}
          target={kind === 'pdf' ? '_blank' : undefined}
          rel="noopener noreferrer"
          aria-label={translate('product.files.fileOf', { kind: translate(`product.files.${kind}`), name })}
        >
          {translate(`product.files.${kind}`)}
        </Link>
      ))}
    </Stack>
  );
}
