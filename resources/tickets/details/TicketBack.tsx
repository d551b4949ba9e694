/** Under the ticket's rows: back to the list it is in (the history for a closed or solved ticket, else the open one). */
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import type { RecordPartProps } from '@/src/console/definition';
import { isClosedTicket } from '@/providers/types';
import { PATHS } from '@/src/paths';
import type { Ticket } from '@/providers/types';

export default function TicketBack({ record }: RecordPartProps<Ticket>) {
  const translate = useTranslate();
  const closed = isClosedTicket(record.status);
  return (
    <Button
      component={RouterLink}
      to={closed ? PATHS.tickets.history : PATHS.tickets.open}
      startIcon={<ArrowBackIcon />}
    >
      {translate(closed ? 'tickets.titles.history' : 'tickets.titles.open')}
    </Button>
  );
}
