/** A ticket's "Details" link to /tickets/details/{ticketID} (both lists' rows); a real link, named by the ticket. */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { RecordPartProps } from '@/src/console/definition';
import type { TicketRow } from '@/providers/types';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';

export default function TicketDetailsLink({ record }: RecordPartProps<TicketRow>) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={fillPath(PATHS.tickets.details, { ticketID: record.id })}
      aria-label={translate('tickets.detailsOf', { id: record.id })}
    >
      {translate('tickets.details')}
    </Link>
  );
}
