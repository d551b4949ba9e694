/** The ticket's DIDs on its details, in one line ("-" when it names none). */
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import type { Ticket } from '@/providers/types';

export default function TicketDids({ record }: CellPartProps<Partial<Pick<Ticket, 'dids'>>>) {
  const translate = useTranslate();
  const dids = record.dids ?? [];
  return <>{dids.length ? dids.join(', ') : translate('tickets.none')}</>;
}
