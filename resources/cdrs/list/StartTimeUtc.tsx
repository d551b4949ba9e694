/** A call's start on a phone card, where no column header says UTC: "05-03-2026 9:07:02 UTC". */
import type { CellPartProps } from '@/src/console/fields';
import type { CdrRecord } from './cdrRecord';
import { useFormat } from '@/src/console/format';
import { Token } from '@/src/components/Token';

export default function StartTimeUtc({ record }: CellPartProps<CdrRecord>) {
  const format = useFormat();
  return <Token>{format.utcDateTime(record.start_time)} UTC</Token>;
}
