/** Files of a ticket or of one comment, each opening through its signed link in a new tab. */
import { Link, List, ListItem } from '@mui/material';
import type { TicketAttachment } from '@/providers/types';
import { fileHref } from '@/src/components/fileHref';

export function FileLinks({ files, label }: { files: TicketAttachment[]; label?: string }) {
  return (
    <List dense disablePadding aria-label={label}>
      {files.map((file, index) => {
        const href = fileHref(file.content_url);
        return (
          <ListItem key={`${file.file_name}-${index}`} disableGutters sx={{ overflowWrap: 'anywhere' }}>
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {file.file_name}
              </Link>
            ) : (
              file.file_name
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
