/** The ticket's DIDs on its details, in one line ("-" when it names none). */
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';

export default function TicketDids({ record }: CellPartProps) {
  const translate = useTranslate();
  const dids = Array.isArray(record.dids) ? record.dids.map(String) : [];
  return <>{dids.length ? dids.join(', ') : translate('tickets.none')}</>;
}
