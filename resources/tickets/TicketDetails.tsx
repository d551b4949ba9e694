/**
 * /tickets/details/{ticketID} (spec part 2 section 2 "Tickets"): the ticket's table, its comments, its files, and the
 * "Post comment" form unless the ticket is closed or solved. An unknown ticket is the not-found screen.
 */
import { useParams } from 'react-router-dom';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { ticketQuery } from '@/providers/api/tickets';
import { ApiError } from '@/providers/http';
import { isClosedTicket } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { CommentForm } from './details/CommentForm';
import { TicketComments } from './details/TicketComments';
import { TicketFiles } from './details/TicketFiles';
import { TicketSummary } from './details/TicketSummary';
import { useTicketStatusLabel } from './TicketStatus';

export default function TicketDetails() {
  const translate = useTranslate();
  const statusLabel = useTicketStatusLabel();
  const { ticketID = '' } = useParams();
  const valid = /^\d+$/.test(ticketID);
  const ticket = useQuery({ ...ticketQuery(ticketID), enabled: valid });
  if (!valid || (ticket.error instanceof ApiError && ticket.error.status === 404)) return <NotFoundPage />;
  if (ticket.isError) return <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  return (
    <>
      <PageTitle title={translate('tickets.titles.details', { id: ticketID })} />
      {ticket.data ? (
        <Box sx={{ maxWidth: 960 }}>
          <TicketSummary ticket={ticket.data} />
          <TicketComments comments={ticket.data.comments} />
          <TicketFiles files={ticket.data.attachments} />
          {isClosedTicket(ticket.data.status) ? (
            <Alert severity="info" sx={{ mt: 3 }}>
              {translate('tickets.show.closedNote', { status: statusLabel(ticket.data.status).toLowerCase() })}
            </Alert>
          ) : (
            <CommentForm ticketId={ticketID} />
          )}
        </Box>
      ) : (
        <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={translate('common.loading')} />
        </Box>
      )}
    </>
  );
}
