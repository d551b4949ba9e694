/** A ticket's status as a small chip: closed and solved read as done, the others as in progress. */
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isClosedTicket } from '@/providers/types';

/** The status in the reader's language when it is one the portal knows, else as the server sent it. */
export function useTicketStatusLabel() {
  const translate = useTranslate();
  return (status: string) => translate(`tickets.statuses.${status.toLowerCase()}`, { _: status });
}

export function TicketStatus({ status }: { status: string }) {
  const label = useTicketStatusLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isClosedTicket(status) ? 'default' : 'primary'}
      label={label(status)}
    />
  );
}
