/** The files attached to the ticket and its comments, each opening through its signed link in a new tab. */
import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TicketAttachment } from '../../../providers/types';
import { fileHref } from '../../../src/components/fileHref';

export function TicketFiles({ files }: { files: TicketAttachment[] }) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="ticket-files">
      <Typography id="ticket-files" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('tickets.show.files')}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('tickets.show.noFiles')}
        </Typography>
      ) : (
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
      )}
    </section>
  );
}
