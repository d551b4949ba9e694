/**
 * A price list's tariff, read from its data location: a search over destination and prefix (500 ms, in the URL as
 * `q`) and the rows paginated 20/50/100/250 (`page`, `perPage` in the URL); cards on a phone.
 */
import { useSearchParams } from 'react-router-dom';
import {
  Box,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { priceListDataQuery } from '@/providers/api/product';
import { PAGE_SIZES } from '@/providers/http';
import { useDebouncedParam } from '@/src/components/useDebouncedParam';
import { LoadError } from '@/src/components/ServerErrors';
import { PagePagination } from '@/src/components/PagePagination';
import { useFormat } from '@/src/console/format';
import { matchingRows, pageOf } from './tariffRows';
import { usePhone } from '@/src/components/usePhone';

const COLUMNS = ['destination', 'prefix', 'rate', 'setup'] as const;
const NUMERIC = new Set<string>(['rate', 'setup']);
const RATE_DECIMALS = 4;

function useUrlNumber(params: URLSearchParams, name: string, fallback: number) {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 0 && params.has(name) ? value : fallback;
}

export function TariffTable({ location, name }: { location: string; name: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useDebouncedParam('q', ['page']);
  const perPageParam = useUrlNumber(params, 'perPage', PAGE_SIZES[0]);
  const perPage = (PAGE_SIZES as readonly number[]).includes(perPageParam) ? perPageParam : PAGE_SIZES[0];
  const page = useUrlNumber(params, 'page', 0);
  const data = useQuery(priceListDataQuery(location));

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  if (data.isError) return <LoadError error={data.error} onRetry={() => void data.refetch()} />;
  const rows = data.data ? matchingRows(data.data.rows, search) : [];
  const shown = pageOf(rows, page, perPage);
  // The price list's own currency (a list may be in dollars for a customer billed in euros).
  const money = (amount: string) => format.money(amount, RATE_DECIMALS, data.data?.currency ?? 'EUR');
  const field = (column: 'rate' | 'setup') =>
    translate('common.list.field', { label: translate(`product.priceLists.columns.${column}`) });
  const cell = (row: (typeof rows)[number], column: (typeof COLUMNS)[number]) =>
    NUMERIC.has(column) ? money(row[column]) : row[column];

  return (
    <Box component="section" aria-label={translate('product.priceLists.tariffOf', { name })}>
      <TextField
        label={translate('product.priceLists.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        size="small"
        type="search"
        sx={{ my: 1, width: { xs: '100%', sm: 320 } }}
      />
      {!data.data ? (
        <Box role="status" aria-label={translate('product.priceLists.loading')}>
          {Array.from({ length: 5 }, (_, line) => (
            <Skeleton key={line} height={40} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', p: 2 }}>{translate('product.priceLists.noRows')}</Typography>
      ) : phone ? (
        <List disablePadding>
          {shown.map((row) => (
            <ListItem key={`${row.prefix}-${row.destination}`} divider disableGutters>
              <ListItemText
                primary={`${row.destination} (+${row.prefix.replace(/^\+/, '')})`}
                secondary={`${field('rate')}${money(row.rate)} · ${field('setup')}${money(row.setup)}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                    {translate(`product.priceLists.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={`${row.prefix}-${row.destination}`}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                      {cell(row, column)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {data.data && rows.length > 0 ? (
        <PagePagination
          count={rows.length}
          page={Math.min(page, Math.max(0, Math.ceil(rows.length / perPage) - 1)) + 1}
          pageSize={perPage}
          onPage={(next) => update({ page: String(next - 1) })}
          onPageSize={(size) => update({ perPage: String(size), page: null })}
        />
      ) : null}
    </Box>
  );
}
