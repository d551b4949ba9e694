/** Statistics: inbound and outbound for 24 h, 7 and 30 days as charts (their own chunk) and a table; the latest call. */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { latestCallQuery, statisticsQuery } from '../../../providers/api/numbers';
import type { NumberStatistics, StatisticsWindow } from '../../../providers/types';
import { formatDateTime } from '../../../src/components/dates';
import TabQuery from '../../../src/components/offer/TabQuery';

const StatisticsCharts = lazy(() => import('./StatisticsCharts'));
const WINDOWS: StatisticsWindow[] = ['1', '7', '30'];
const DIRECTIONS = ['inbound', 'outbound'] as const;

function StatisticsTable({ data }: { data: NumberStatistics }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`numbers.details.statistics.${key}`);
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
        {DIRECTIONS.flatMap((direction) =>
          WINDOWS.map((window) => {
            const row = data[direction][window];
            return (
              <TableRow key={`${direction}-${window}`}>
                <TableCell component="th" scope="row">{`${t(direction)}, ${t(`windows.${window}`)}`}</TableCell>
                <TableCell>{row.scope}</TableCell>
                <TableCell>{row.successful_calls}</TableCell>
                <TableCell>{row.unsuccessful_calls}</TableCell>
                <TableCell>{row.minutes}</TableCell>
              </TableRow>
            );
          }),
        )}
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
