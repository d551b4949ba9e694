/** The files attached to the ticket and its comments, each opening through its signed link in a new tab. */
import { Link, List, ListItem } from '@mui/material';
import type { TicketAttachment } from '../../../providers/types';
import { fileHref } from '../../../src/components/fileHref';
import { DetailsSection } from './DetailsSection';

export function TicketFiles({ files }: { files: TicketAttachment[] }) {
  return (
    <DetailsSection id="ticket-files" title="tickets.show.files" empty="tickets.show.noFiles" count={files.length}>
      <List dense disablePadding>
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
    </DetailsSection>
  );
}
