/** Statistics: inbound and outbound for 24 h, 7 and 30 days as charts (their own chunk) and a table; the latest call. */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { latestCallQuery, statisticsQuery } from '@/providers/api/numbers';
import type { NumberStatistics, StatisticsRow, StatisticsWindow } from '@/providers/types';
import { formatDateTime } from '@/src/components/dates';
import TabQuery from '@/src/components/offer/TabQuery';
import type { CardLayout } from '@/src/console/list/CardLayout';
import { CardList } from '@/src/console/list/ListCards';
import { usePhone } from '@/src/components/usePhone';

const StatisticsCharts = lazy(() => import('./StatisticsCharts'));
const WINDOWS: StatisticsWindow[] = ['1', '7', '30'];
const DIRECTIONS = ['inbound', 'outbound'] as const;

interface PeriodRow extends StatisticsRow {
  id: string;
  period: string;
}

/** The figures' columns (i18n keys) and fields, in order. */
const FIGURES = [
  ['successful', 'successful_calls'],
  ['unsuccessful', 'unsuccessful_calls'],
  ['minutes', 'minutes'],
] as const satisfies readonly (readonly [string, keyof StatisticsRow])[];

/** On a phone: a card per period, its scope and figures as lines. */
const PERIOD_CARDS: CardLayout<PeriodRow> = {
  primary: (row) => row.period,
  secondary: [
    { label: 'numbers.details.statistics.scope', render: (row) => row.scope },
    ...FIGURES.map(([key, field]) => ({
      label: `numbers.details.statistics.${key}`,
      render: (row: PeriodRow) => row[field],
    })),
  ],
};

function StatisticsTable({ data }: { data: NumberStatistics }) {
  const translate = useTranslate();
  const phone = usePhone();
  const t = (key: string) => translate(`numbers.details.statistics.${key}`);
  const rows: PeriodRow[] = DIRECTIONS.flatMap((direction) =>
    WINDOWS.map((window) => ({
      ...data[direction][window],
      id: `${direction}-${window}`,
      period: `${t(direction)}, ${t(`windows.${window}`)}`,
    })),
  );
  if (phone) {
    return (
      <section aria-label={translate('numbers.details.tabs.statistics')}>
        <CardList layout={PERIOD_CARDS} records={rows} />
      </section>
    );
  }
  return (
    <Table size="small" aria-label={translate('numbers.details.tabs.statistics')}>
      <TableHead>
        <TableRow>
          {['period', 'scope', 'successful', 'unsuccessful', 'minutes'].map((key) => (
            <TableCell key={key}>{t(key)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell component="th" scope="row">
              {row.period}
            </TableCell>
            <TableCell>{row.scope}</TableCell>
            {FIGURES.map(([key, field]) => (
              <TableCell key={key}>{row[field]}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function StatisticsTab({ did }: { did: string }) {
  const translate = useTranslate();
  const statistics = useQuery(statisticsQuery(did));
  const latest = useQuery(latestCallQuery(did));
  const startTime = latest.data?.start_time;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {`${translate('numbers.details.statistics.latest')}: `}
        {startTime ? formatDateTime(startTime) : translate('numbers.details.statistics.noCalls')}
      </Typography>
      <TabQuery query={statistics}>
        {(data) => (
          <>
            <Suspense fallback={<p role="status">{translate('numbers.details.statistics.chartsLoading')}</p>}>
              <StatisticsCharts data={data} />
            </Suspense>
            <StatisticsTable data={data} />
          </>
        )}
      </TabQuery>
    </>
  );
}
