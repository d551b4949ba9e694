import { Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { accountSnapshotQuery } from '@/providers/api/dashboard';
import { fileHref } from '@/src/components/fileHref';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import { useTableHeaderIds } from '@/src/components/tableHeaderIds';
import { WidgetCard } from '@/src/components/WidgetCard';
import { PATHS } from '@/src/paths';
import { FiguresCard } from '@/src/pages/reports/SnapshotCards';
import { ScrollRegion } from './ScrollRegion';
import { snapshotTop, type SnapshotFigures, type SnapshotTop } from './snapshotTop';
import { usePhone } from '@/src/components/usePhone';
import { CountryName } from '@/src/components/CountryName';

const COLUMNS = ['numbers', 'cancellations', 'inbound', 'outbound'] as const;
/** The minutes' two columns stand under one spanning header. */
const UNDER_MINUTES: readonly string[] = ['inbound', 'outbound'];

/** A figure's columns: its own, and Minutes (the spanning header) for the last two. */
const columnsOf = (key: string) => [key, ...(UNDER_MINUTES.includes(key) ? ['minutes'] : [])];

function Figures({
  figures,
  locale,
  headers,
}: {
  figures: SnapshotFigures;
  locale: string;
  headers: (key: string) => string;
}) {
  const values = [
    figures.dids_amount,
    figures.cancellations_30_days,
    figures.minutes_last_7_days.inbound,
    figures.minutes_last_7_days.outbound,
  ];
  return values.map((value, index) => (
    <TableCell key={COLUMNS[index]} align="right" headers={headers(COLUMNS[index])}>
      {value.toLocaleString(locale)}
    </TableCell>
  ));
}

/** The widget's countries on a phone: a card each (flag, name, four figures), then Others', as the lists do. */
function SnapshotTopCards({ top }: { top: SnapshotTop }) {
  const translate = useTranslate();
  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label={translate('dashboard.snapshot.perCountry')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {top.countries.map((row) => {
        const flag = fileHref(row.country.flag_href);
        return (
          <FiguresCard
            key={row.country.name}
            figures={row}
            heading={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {/* The name follows: the flag says nothing more. */}
                {flag && (
                  <img src={flag} alt="" width={24} height={16} style={{ display: 'block', objectFit: 'cover' }} />
                )}
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  <CountryName name={row.country.name} />
                </Typography>
              </Stack>
            }
          />
        );
      })}
      {top.others && (
        <FiguresCard
          figures={top.others}
          heading={
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('dashboard.snapshot.others')}
            </Typography>
          }
        />
      )}
    </Stack>
  );
}

/** The widget's countries from `sm` up: a table of two header rows, each figure naming its headers. */
function SnapshotTopTable({ top }: { top: SnapshotTop }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Two levels of headers (Minutes, last 7 days over Inbound and Outbound): every figure names its headers.
  const ids = useTableHeaderIds();
  return (
    <ScrollRegion label={translate('dashboard.snapshot.perCountry')}>
      <Table
        size="small"
        sx={{
          '& th, & td': { px: 0.5, fontSize: '0.8125rem' },
          '& thead th': { verticalAlign: 'bottom', lineHeight: 1.3 },
        }}
      >
        <caption style={visuallyHidden}>{translate('dashboard.snapshot.caption')}</caption>
        {/* The column groups that Minutes (scope colgroup) heads: the first three columns, then its two. */}
        <colgroup span={3} />
        <colgroup span={2} />
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} id={ids.column('country')}>
              {translate('dashboard.snapshot.country')}
            </TableCell>
            <TableCell rowSpan={2} align="right" id={ids.column('numbers')}>
              {translate('dashboard.snapshot.numbers')}
            </TableCell>
            <TableCell rowSpan={2} align="right" id={ids.column('cancellations')}>
              {translate('dashboard.snapshot.cancellations')}
            </TableCell>
            <TableCell
              colSpan={2}
              scope="colgroup"
              align="center"
              sx={{ borderBottom: 0, pb: 0 }}
              id={ids.column('minutes')}
            >
              {translate('dashboard.snapshot.minutes')}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell align="right" id={ids.column('inbound')}>
              {translate('dashboard.snapshot.inbound')}
            </TableCell>
            <TableCell align="right" id={ids.column('outbound')}>
              {translate('dashboard.snapshot.outbound')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {top.countries.map((row, index) => {
            const flag = fileHref(row.country.flag_href);
            return (
              <TableRow key={row.country.name}>
                <TableCell component="th" scope="row" id={ids.row(index)}>
                  {/* The flag and the name may go on two lines: a narrow card keeps every column in view. */}
                  {flag && <img src={flag} alt="" width={21} height={14} style={{ verticalAlign: 'middle' }} />}{' '}
                  <CountryName name={row.country.name} />
                </TableCell>
                <Figures figures={row} locale={locale} headers={(key) => ids.cell(index, ...columnsOf(key))} />
              </TableRow>
            );
          })}
          {top.others && (
            <TableRow>
              <TableCell component="th" scope="row" id={ids.row(top.countries.length)}>
                {translate('dashboard.snapshot.others')}
              </TableCell>
              <Figures
                figures={top.others}
                locale={locale}
                headers={(key) => ids.cell(top.countries.length, ...columnsOf(key))}
              />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * "Account snapshot" (spec part 2 sections 2 and 4): the first 3 countries, the rest merged as Others, and a link to
 * the whole snapshot. A table from `sm` up, a card per country on a phone (a table there scrolled sideways).
 */
export function SnapshotWidget() {
  const translate = useTranslate();
  const phone = usePhone();
  const { data, isPending, isError, refetch } = useQuery(accountSnapshotQuery);
  const top = data ? snapshotTop(data) : undefined;
  return (
    <WidgetCard
      title={translate('dashboard.snapshot.title')}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      height={{ xs: 520, md: 400 }}
      skeletonLines={7}
    >
      {top && top.countries.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{translate('dashboard.snapshot.empty')}</Typography>
      )}
      {top && top.countries.length > 0 && phone && <SnapshotTopCards top={top} />}
      {top && top.countries.length > 0 && !phone && <SnapshotTopTable top={top} />}
      {data && (
        <Link component={RouterLink} to={PATHS.reports.snapshot} sx={{ display: 'inline-block', mt: 1.5 }}>
          {translate('dashboard.snapshot.all')}
        </Link>
      )}
    </WidgetCard>
  );
}
