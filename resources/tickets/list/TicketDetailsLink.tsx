/** A ticket's "Details" link to /tickets/details/{ticketID}; a real link for keyboard and screen-reader users. */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PATHS, fillPath } from '@/src/paths';

export function TicketDetailsLink({ id }: { id: number }) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={fillPath(PATHS.tickets.details, { ticketID: id })}
      aria-label={translate('tickets.detailsOf', { id })}
    >
      {translate('tickets.details')}
    </Link>
  );
}
