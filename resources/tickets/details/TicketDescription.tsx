/** The ticket's description on its details, with its own line breaks. */
import type { CellPartProps } from '@/src/console/fields';

export default function TicketDescription({ record }: CellPartProps) {
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>{typeof record.description === 'string' ? record.description : ''}</span>
  );
}
