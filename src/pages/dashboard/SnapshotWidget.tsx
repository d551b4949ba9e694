import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { accountSnapshotQuery } from '../../../providers/api/dashboard';
import { fileHref } from '../../components/fileHref';
import { visuallyHidden } from '../../components/visuallyHidden';
import { WidgetCard } from '../../components/WidgetCard';
import { PATHS } from '../../paths';
import { ScrollRegion } from './ScrollRegion';
import { snapshotTop, type SnapshotFigures } from './snapshotTop';

const COLUMNS = ['numbers', 'cancellations', 'inbound', 'outbound'] as const;

function Figures({ figures, locale }: { figures: SnapshotFigures; locale: string }) {
  const values = [
    figures.dids_amount,
    figures.cancellations_30_days,
    figures.minutes_last_7_days.inbound,
    figures.minutes_last_7_days.outbound,
  ];
  return values.map((value, index) => (
    <TableCell key={COLUMNS[index]} align="right">
      {value.toLocaleString(locale)}
    </TableCell>
  ));
}

/** "Account snapshot" (spec part 2 sections 2 and 4): the first 3 countries, the rest merged as Others, and a link to the whole snapshot. */
export function SnapshotWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError, refetch } = useQuery(accountSnapshotQuery);
  const top = data ? snapshotTop(data) : undefined;
  return (
    <WidgetCard
      title={translate('dashboard.snapshot.title')}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      minHeight={300}
      skeletonLines={7}
    >
      {top && top.countries.length === 0 && (
        <Typography color="text.secondary">{translate('dashboard.snapshot.empty')}</Typography>
      )}
      {top && top.countries.length > 0 && (
        <ScrollRegion label={translate('dashboard.snapshot.perCountry')}>
          <Table
            size="small"
            sx={{
              '& th, & td': { px: 0.5, fontSize: '0.8125rem' },
              '& thead th': { verticalAlign: 'bottom', lineHeight: 1.3 },
            }}
          >
            <caption style={visuallyHidden}>{translate('dashboard.snapshot.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell rowSpan={2}>{translate('dashboard.snapshot.country')}</TableCell>
                <TableCell rowSpan={2} align="right">
                  {translate('dashboard.snapshot.numbers')}
                </TableCell>
                <TableCell rowSpan={2} align="right">
                  {translate('dashboard.snapshot.cancellations')}
                </TableCell>
                <TableCell colSpan={2} align="center" sx={{ borderBottom: 0, pb: 0 }}>
                  {translate('dashboard.snapshot.minutes')}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell align="right">{translate('dashboard.snapshot.inbound')}</TableCell>
                <TableCell align="right">{translate('dashboard.snapshot.outbound')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {top.countries.map((row) => {
                const flag = fileHref(row.country.flag_href);
                return (
                  <TableRow key={row.country.name}>
                    <TableCell component="th" scope="row">
                      {/* The flag and the name may go on two lines: a narrow card keeps every column in view. */}
                      {flag && (
                        <img src={flag} alt="" width={21} height={14} style={{ verticalAlign: 'middle' }} />
                      )}{' '}
                      {row.country.name}
                    </TableCell>
                    <Figures figures={row} locale={locale} />
                  </TableRow>
                );
              })}
              {top.others && (
                <TableRow>
                  <TableCell component="th" scope="row">
                    {translate('dashboard.snapshot.others')}
                  </TableCell>
                  <Figures figures={top.others} locale={locale} />
                </TableRow>
              )}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {data && (
        <Link component={RouterLink} to={PATHS.reports.snapshot} sx={{ display: 'inline-block', mt: 1.5 }}>
          {translate('dashboard.snapshot.all')}
        </Link>
      )}
    </WidgetCard>
  );
}
