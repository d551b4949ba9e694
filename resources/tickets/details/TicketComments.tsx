/** The ticket's comments, oldest first: author and time above each body. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TicketComment } from '../../../providers/types';
import { formatDateTime } from '../../../src/components/dates';

export function TicketComments({ comments }: { comments: TicketComment[] }) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="ticket-comments">
      <Typography id="ticket-comments" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('tickets.show.comments')}
      </Typography>
      {comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('tickets.show.noComments')}
        </Typography>
      ) : (
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
      )}
    </section>
  );
}
