/** The ticket's DIDs on its details, in one line ("-" when it names none). */
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import type { ShownTicket } from '@/resources/tickets/ticketKinds';

export default function TicketDids({ record }: CellPartProps<ShownTicket>) {
  const translate = useTranslate();
  const dids = record.dids ?? [];
  return <>{dids.length ? dids.join(', ') : translate('tickets.none')}</>;
}
