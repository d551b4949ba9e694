/** Cells of the coverage table: the type of service by name, porting as Yes/No. */
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { CoverageRow } from '@/providers/types';
import { typeOfServiceLabel } from '@/src/components/specLabels';

export function TosCell() {
  const translate = useTranslate();
  const record = useRecordContext<CoverageRow>();
  if (!record) return null;
  return <>{typeOfServiceLabel(translate, record.type_of_service)}</>;
}

export function YesNoCell() {
  const translate = useTranslate();
  const record = useRecordContext<CoverageRow>();
  if (!record) return null;
  return <>{translate(record.porting ? 'ordering.coverage.yes' : 'ordering.coverage.no')}</>;
}
