/** A call's durations and outcome on a phone card, one line: "1:34 (billable 2:00), completed". */
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import { formatDuration } from '@/src/console/kinds/duration';
import type { CdrRecord } from './cdrRecord';

export default function DurationLine({ record: cdr }: CellPartProps<CdrRecord>) {
  const translate = useTranslate();
  return (
    <>
      {`${formatDuration(cdr.duration)} (${translate('reports.cdrs.billable')} ${formatDuration(cdr.rounded_up_duration)}), ${translate(cdr.realized ? 'reports.cdrs.completed' : 'reports.cdrs.notCompleted')}`}
    </>
  );
}
