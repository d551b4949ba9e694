/** The ticket's description on its details, with its own line breaks. */
import type { CellPartProps } from '@/src/console/fields';
import type { Ticket } from '@/providers/types';

export default function TicketDescription({ record }: CellPartProps<Partial<Pick<Ticket, 'description'>>>) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{record.description ?? ''}</span>;
}
