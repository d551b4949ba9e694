/** The ticket's description on its details, with its own line breaks. */
import type { CellPartProps } from '@/src/console/fields';
import type { ShownTicket } from '@/resources/tickets/ticketKinds';

export default function TicketDescription({ record }: CellPartProps<ShownTicket>) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{record.description ?? ''}</span>;
}
