/** The ticket's comments, oldest first: author and time above each body, the comment's files below it. */
import { Box, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { RecordPartProps } from '@/src/console/definition';
import { useFormat } from '@/src/console/format';
import type { Ticket } from '@/providers/types';
import { DetailsSection } from './DetailsSection';
import { FileLinks } from './FileLinks';

export default function TicketComments({ record }: RecordPartProps<Ticket>) {
  const translate = useTranslate();
  const format = useFormat();
  const comments = record.comments;
  return (
    <DetailsSection
      id="ticket-comments"
      title="tickets.show.comments"
      empty="tickets.show.noComments"
      count={comments.length}
    >
      <List disablePadding>
        {comments.map((comment, index) => (
          <ListItem
            key={`${comment.created_at}-${index}`}
            divider
            disableGutters
            sx={{ flexDirection: 'column', alignItems: 'stretch' }}
          >
            <ListItemText
              primary={translate('tickets.show.commentedBy', {
                author: comment.author,
                time: format.dateTime(comment.created_at),
              })}
              secondary={comment.body}
              slotProps={{
                primary: { variant: 'body2', color: 'text.secondary' },
                secondary: { color: 'text.primary', sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
              }}
            />
            {comment.attachments?.length ? (
              <Box sx={{ pb: 1 }}>
                <FileLinks
                  files={comment.attachments}
                  label={translate('tickets.show.commentFiles', {
                    author: comment.author,
                    time: format.dateTime(comment.created_at),
                  })}
                />
              </Box>
            ) : null}
          </ListItem>
        ))}
      </List>
    </DetailsSection>
  );
}
