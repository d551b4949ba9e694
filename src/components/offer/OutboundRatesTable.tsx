/**
 * Outbound rates of a number or of a plan; `messages` is the screen's i18n prefix (numbers.details, ordering.info) of
 * the empty text and the table's name; the column labels are the same on both (common.outboundRates).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OutboundRate } from '@/providers/types';
import TabQuery from './TabQuery';

const COLUMNS: (keyof OutboundRate)[] = [
  'destination',
  'call_set_up',
  'price_min',
  'currency_traffic',
  'billing_method',
];

export default function OutboundRatesTable({
  query,
  messages,
}: {
  query: UseQueryResult<OutboundRate[]>;
  messages: string;
}) {
  const translate = useTranslate();
  return (
    <TabQuery query={query}>
      {(rates) =>
        rates.length === 0 ? (
          <Typography variant="body2">{translate(`${messages}.outbound.empty`)}</Typography>
        ) : (
          <Table size="small" aria-label={translate(`${messages}.tabs.outbound`)}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`common.outboundRates.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.map((rate, index) => (
                <TableRow key={`${rate.destination}-${index}`}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{rate[column]}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      }
    </TabQuery>
  );
}
