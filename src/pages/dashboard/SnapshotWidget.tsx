import { Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { accountSnapshotQuery } from '@/providers/api/dashboard';
import { fileHref } from '@/src/components/fileHref';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import { WidgetCard } from '@/src/components/WidgetCard';
import { PATHS } from '@/src/paths';
import { FiguresCard } from '@/src/pages/reports/SnapshotCards';
import { ScrollRegion } from './ScrollRegion';
import { snapshotTop, type SnapshotFigures, type SnapshotTop } from './snapshotTop';
import { usePhone } from '@/src/components/usePhone';
import { CountryName } from '@/src/components/CountryName';

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

/**
 * "Account snapshot" (spec part 2 sections 2 and 4): the first 3 countries, the rest merged as Others, and a link to
 * the whole snapshot. A table from `sm` up, a card per country on a phone (a table there scrolled sideways).
 */
export function SnapshotWidget() {
  const translate = useTranslate();
  const phone = usePhone();
  const [locale] = useLocaleState();
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
      {top && top.countries.length > 0 && !phone && (
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
                      <CountryName name={row.country.name} />
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
