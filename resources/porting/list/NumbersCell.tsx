/** A request's numbers in its row and card: the first as people read it, and how many follow ("… and 4 more"). */
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import { readablePhoneNumber } from '@/src/components/phoneNumber';
import type { PortingRecord } from '@/resources/porting/portingRecord';

export default function NumbersCell({ record }: CellPartProps<PortingRecord>) {
  const translate = useTranslate();
  const [first, ...rest] = record.numbers;
  if (first === undefined) return null;
  const shown = readablePhoneNumber(first);
  return <>{rest.length ? translate('common.list.andMore', { first: shown, smart_count: rest.length }) : shown}</>;
}
