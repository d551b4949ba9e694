/** The ticket's comments, oldest first: author and time above each body. */
import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TicketComment } from '../../../providers/types';
import { formatDateTime } from '../../../src/components/dates';
import { DetailsSection } from './DetailsSection';

export function TicketComments({ comments }: { comments: TicketComment[] }) {
  const translate = useTranslate();
  return (
    <DetailsSection
      id="ticket-comments"
      title="tickets.show.comments"
      empty="tickets.show.noComments"
      count={comments.length}
    >
      <List disablePadding>
        {comments.map((comment, index) => (
          <ListItem key={`${comment.created_at}-${index}`} divider disableGutters>
            <ListItemText
              primary={translate('tickets.show.commentedBy', {
                author: comment.author,
                time: formatDateTime(comment.created_at),
              })}
              secondary={comment.body}
              slotProps={{
                primary: { variant: 'body2', color: 'text.secondary' },
                secondary: { color: 'text.primary', sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </DetailsSection>
  );
}
