/** A plan's DID type in the reader's language (Geographic, Tollfree...), from its id; an unknown one by the API's name. */
import { useTranslate } from 'ra-core';
import type { CoverageRow } from '@/providers/types';
import type { CellPartProps } from '@/src/console/fields';
import { didTypeLabel } from '@/src/components/specLabels';

export default function PlanType({ record: { type } }: CellPartProps<Pick<CoverageRow, 'type'>>) {
  const translate = useTranslate();
  return <>{didTypeLabel(translate, type.id, type.name)}</>;
}
