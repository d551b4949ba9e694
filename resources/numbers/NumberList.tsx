/** /numbers/existing (My numbers, spec part 1 section 2): filters, paginated table, CSV export, bulk Cancel, row menu. */
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/console/list/PortalList';
import { PortalTableBody } from '@/src/console/list/PortalTableBody';
import type { NumberRecord } from './numberRecord';
import { useNumberFilters } from './list/useNumberFilters';
import NumberListActions from './list/NumberListActions';
import SelectNumberCell from './list/SelectNumberCell';
import EndUserCell from './list/EndUserCell';
import NumberRowMenu from './list/NumberRowMenu';
import CancelledBadge from './CancelledBadge';
import { NUMBER_CARDS } from './list/numberCards';
import { NO_WRAP } from '@/src/components/Token';
import { useFormat } from '@/src/console/format';
import { formatDate } from '@/src/components/dates';
import { NUMBER_LIST } from './list/numberList';
import { CountryName } from '@/src/components/CountryName';

export default function NumberList() {
  const translate = useTranslate();
  const format = useFormat();
  const filters = useNumberFilters();
  return (
    <PortalList
      {...NUMBER_LIST}
      title={translate('numbers.list.title')}
      actions={<NumberListActions />}
      filters={filters}
      cards={NUMBER_CARDS}
    >
      <DataTable<NumberRecord> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <DataTable.Col label="numbers.list.columns.select" disableSort>
          <SelectNumberCell />
        </DataTable.Col>
        <DataTable.Col source="did" label="numbers.list.columns.did" disableSort cellSx={NO_WRAP} />
        <DataTable.Col
          source="country.name"
          label="numbers.list.columns.country"
          disableSort
          render={(number: NumberRecord) => <CountryName name={number.country.name} />}
        />
        <DataTable.Col source="area.name" label="numbers.list.columns.area" disableSort />
        <DataTable.Col label="numbers.list.columns.profile" disableSort>
          <EndUserCell />
        </DataTable.Col>
        <DataTable.Col source="customer_trunk.name" label="numbers.list.columns.trunk" disableSort />
        <DataTable.Col
          label="numbers.list.columns.mrc"
          disableSort
          cellSx={NO_WRAP}
          render={(record) => format.money(record.mrc)}
        />
        <DataTable.Col
          label="numbers.list.columns.earliestCancel"
          disableSort
          cellSx={NO_WRAP}
          render={(record) => formatDate(record.earliest_cancel)}
        />
        <DataTable.Col
          label="numbers.list.columns.status"
          disableSort
          render={(record) => <CancelledBadge show={record.is_being_cancelled} />}
        />
        <DataTable.Col label="numbers.list.columns.actions" disableSort align="right">
          <NumberRowMenu />
        </DataTable.Col>
      </DataTable>
    </PortalList>
  );
}
