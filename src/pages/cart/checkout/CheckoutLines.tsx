/**
 * The lines of the checkout: description, amount, NRC and MRC unit prices, line totals, then the total row; on a
 * phone, a card per line and the totals under them.
 */
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CheckoutSummary } from '@/providers/types';
import { lineTotal, showPrice } from './checkoutTotals';
import { useFormat } from '@/src/console/format';
import { CardList } from '@/src/console/list/ListCards';
import { CHECKOUT_CARDS, LineDescription, checkoutLineKey } from './checkoutCards';
import { usePhone } from '@/src/components/usePhone';
import { useTableHeaderIds } from '@/src/components/tableHeaderIds';

const COLUMNS = ['description', 'amount', 'nrc', 'mrc', 'nrcTotal', 'mrcTotal'] as const;

function CheckoutCards({ summary }: { summary: CheckoutSummary }) {
  const translate = useTranslate();
  const { money } = useFormat();
  return (
    <Box component="section" aria-label={translate('cart.checkout.title')}>
      <CardList layout={CHECKOUT_CARDS} records={summary.rows} keyOf={checkoutLineKey} />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {translate('cart.checkout.total')}
        </Typography>
        {(['nrcTotal', 'mrcTotal'] as const).map((key) => (
          <Typography key={key} variant="body2" sx={{ fontWeight: 700 }}>
            {translate('common.list.field', { label: translate(`cart.checkout.columns.${key}`) })}
            {money(showPrice(key === 'nrcTotal' ? summary.total.nrc : summary.total.mrc))}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export default function CheckoutLines({ summary }: { summary: CheckoutSummary }) {
  const translate = useTranslate();
  const { money } = useFormat();
  const phone = usePhone();
  // Each price names its two headers (its line or Total, and its column), for every reader and checker alike.
  const ids = useTableHeaderIds();
  const number = { textAlign: 'right' } as const;
  if (phone) return <CheckoutCards summary={summary} />;
  return (
    <TableContainer
      sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
      tabIndex={0}
      aria-label={translate('cart.checkout.title')}
    >
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} id={ids.column(column)} sx={column === 'description' ? undefined : number}>
                {translate(`cart.checkout.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row, index) => (
            <TableRow key={checkoutLineKey(row)}>
              {/* A line's description heads its row, as Total heads the last: every price has a row header too. */}
              <TableCell component="th" scope="row" id={ids.row(index)}>
                <LineDescription row={row} />
              </TableCell>
              <TableCell sx={number} headers={ids.cell(index, 'amount')}>
                {row.amount}
              </TableCell>
              <TableCell sx={number} headers={ids.cell(index, 'nrc')}>
                {money(showPrice(row.nrc_price))}
              </TableCell>
              <TableCell sx={number} headers={ids.cell(index, 'mrc')}>
                {money(showPrice(row.mrc_price))}
              </TableCell>
              <TableCell sx={number} headers={ids.cell(index, 'nrcTotal')}>
                {money(lineTotal(row.nrc_price, row.amount))}
              </TableCell>
              <TableCell sx={number} headers={ids.cell(index, 'mrcTotal')}>
                {money(lineTotal(row.mrc_price, row.amount))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            {/* Total heads its row from the first column only: a header spanning the unit prices' columns would
                read as one of their headers too. */}
            <TableCell component="th" scope="row" id={ids.row('total')} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {translate('cart.checkout.total')}
            </TableCell>
            <TableCell colSpan={3} />
            <TableCell
              sx={{ ...number, fontWeight: 700, color: 'text.primary' }}
              headers={ids.cell('total', 'nrcTotal')}
            >
              {money(showPrice(summary.total.nrc))}
            </TableCell>
            <TableCell
              sx={{ ...number, fontWeight: 700, color: 'text.primary' }}
              headers={ids.cell('total', 'mrcTotal')}
            >
              {money(showPrice(summary.total.mrc))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
