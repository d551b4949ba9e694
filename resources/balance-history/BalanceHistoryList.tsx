/**
 * /billing/balance/history, prepaid customers only (spec part 2 section 2; issue 12): the balance's movements with or
 * without calls, paginated, exported as CSV; above them, the balance over the page's time (a lazy chart).
 */
import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import { NO_WRAP } from '@/src/components/Token';
import { useFormat } from '@/src/console/format';
import { HISTORY_CARDS, type HistoryRecord } from './list/historyCards';
import { HistoryExportButton } from './list/HistoryExportButton';
import { ShowCallsInput } from './list/ShowCallsInput';
import { HISTORY_LIST } from './list/historyList';
import { useWhenIdle } from '@/src/components/useWhenIdle';

const BalanceChart = lazy(() => import('./list/BalanceChart'));
const Col = DataTable.Col<HistoryRecord>;
/** The chart's caption and drawing: its place is held while its chunk loads. */
const CHART_BOX_PX = 222;
const FILTERS = [<ShowCallsInput key="showCalls" source="showCalls" alwaysOn />];

/** The chart (its chunk and a few hundred SVG nodes) loads once the rows are in: they are what the reader came for. */
function DeferredChart() {
  const { isPending } = useListContext();
  const chartMayDraw = useWhenIdle(!isPending);
  const place = <Box sx={{ height: CHART_BOX_PX, mb: 2 }} />;
  return chartMayDraw ? (
    <Suspense fallback={place}>
      <BalanceChart />
    </Suspense>
  ) : (
    place
  );
}

export default function BalanceHistoryList() {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <PortalList
      title={translate('billing.history.title')}
      resource="balance-history"
      filters={FILTERS}
      {...HISTORY_LIST}
      actions={<HistoryExportButton />}
      cards={HISTORY_CARDS}
      intro={<DeferredChart />}
    >
      <DataTable<HistoryRecord> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <Col
          label="billing.history.columns.date"
          disableSort
          cellSx={NO_WRAP}
          render={(row) => format.day(row.date_modified)}
        />
        <Col source="description" label="billing.history.columns.description" disableSort />
        <Col
          label="billing.history.columns.value"
          disableSort
          align="right"
          cellSx={NO_WRAP}
          render={(row) => format.money(row.value)}
        />
        <Col
          label="billing.history.columns.balance"
          disableSort
          align="right"
          cellSx={NO_WRAP}
          render={(row) => format.money(row.balance)}
        />
      </DataTable>
    </PortalList>
  );
}
