/** The lines of the checkout: description, amount, NRC and MRC unit prices, line totals, then the total row. */
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CheckoutSummary } from '../../../../providers/types';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { lineTotal, showPrice } from './checkoutTotals';
import { useMoney } from '../../../components/BillingFormat';

const COLUMNS = ['description', 'amount', 'nrc', 'mrc', 'nrcTotal', 'mrcTotal'] as const;

export default function CheckoutLines({ summary }: { summary: CheckoutSummary }) {
  const translate = useTranslate();
  const money = useMoney();
  const number = { textAlign: 'right' } as const;
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
              <TableCell key={column} sx={column === 'description' ? undefined : number}>
                {translate(`cart.checkout.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row) => (
            <TableRow key={`${row.kind}-${row.id}`}>
              <TableCell>
                {row.description}
                {row.is_backorder ? (
                  <>
                    <sup aria-hidden title={translate('cart.checkout.backorderMark')}>
                      {' '}
                      1
                    </sup>
                    <span style={visuallyHidden}> ({translate('cart.checkout.backorderMark')})</span>
                  </>
                ) : null}
              </TableCell>
              <TableCell sx={number}>{row.amount}</TableCell>
              <TableCell sx={number}>{money(showPrice(row.nrc_price))}</TableCell>
              <TableCell sx={number}>{money(showPrice(row.mrc_price))}</TableCell>
              <TableCell sx={number}>{money(lineTotal(row.nrc_price, row.amount))}</TableCell>
              <TableCell sx={number}>{money(lineTotal(row.mrc_price, row.amount))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={4} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {translate('cart.checkout.total')}
            </TableCell>
            <TableCell sx={{ ...number, fontWeight: 700, color: 'text.primary' }}>
              {money(showPrice(summary.total.nrc))}
            </TableCell>
            <TableCell sx={{ ...number, fontWeight: 700, color: 'text.primary' }}>
              {money(showPrice(summary.total.mrc))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
