/** /product/coverage: every plan with its stock, lead times and prices; each row orders into /order/numbers. */
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { CoverageRow } from '@/providers/types';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import { CoverageActions } from './CoverageActions';
import { OrderLinkCell } from './OrderLinkCell';
import { TosCell, YesNoCell } from './CoverageCells';
import { COVERAGE_CARDS } from './coverageCards';
import { NO_WRAP } from '@/src/components/Token';
import { useFormat } from '@/src/console/format';
import { didTypeLabel } from '@/src/components/specLabels';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';
import { COVERAGE_LIST } from './list/coverageList';
import { CountryName } from '@/src/components/CountryName';

const label = (key: string) => `ordering.coverage.${key}`;

export default function CoverageList() {
  const translate = useTranslate();
  const format = useFormat();
  const filters = [<CountryFilterInput key="country" source="country" label={label('country')} alwaysOn />];
  return (
    <PortalList
      {...COVERAGE_LIST}
      title={translate(label('title'))}
      resource="coverage"
      filters={filters}
      actions={<CoverageActions />}
      cards={COVERAGE_CARDS}
    >
      <DataTable<CoverageRow> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <DataTable.Col
          source="country.name"
          label={label('country')}
          disableSort
          render={(row: CoverageRow) => <CountryName name={row.country.name} />}
        />
        <DataTable.Col source="type_of_service" label={label('typeOfService')} disableSort>
          <TosCell />
        </DataTable.Col>
        <DataTable.Col
          label={label('type')}
          disableSort
          render={(row: CoverageRow) => didTypeLabel(translate, row.type.id, row.type.name)}
        />
        <DataTable.Col source="name" label={label('plan')} disableSort />
        <DataTable.NumberCol source="stock" label={label('stock')} disableSort />
        <DataTable.NumberCol source="leadtime" label={label('leadtime')} disableSort />
        <DataTable.NumberCol source="leadtime_no_stock" label={label('leadtimeNoStock')} disableSort />
        <DataTable.Col source="porting" label={label('porting')} disableSort>
          <YesNoCell />
        </DataTable.Col>
        <DataTable.Col
          label={label('nrc')}
          disableSort
          align="right"
          cellSx={NO_WRAP}
          render={(row: { nrc: string }) => format.money(row.nrc)}
        />
        <DataTable.Col
          label={label('mrc')}
          disableSort
          align="right"
          cellSx={NO_WRAP}
          render={(row: { mrc: string }) => format.money(row.mrc)}
        />
        <DataTable.Col label={label('order')} disableSort>
          <OrderLinkCell />
        </DataTable.Col>
      </DataTable>
    </PortalList>
  );
}
