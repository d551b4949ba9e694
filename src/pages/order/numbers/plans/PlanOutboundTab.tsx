/** Outbound rates of a plan (the tab exists only when the plan has them). */
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { planOutboundRatesQuery } from '../../../../../providers/api/ordering';
import type { OutboundRate } from '../../../../../providers/types';
import TabQuery from '../../../../../resources/numbers/details/TabQuery';

const COLUMNS: (keyof OutboundRate)[] = ['destination', 'call_set_up', 'price_min', 'currency_traffic', 'billing_method'];

export function PlanOutboundTab({ id, type }: { id: number; type: number }) {
  const translate = useTranslate();
  const query = useQuery(planOutboundRatesQuery(id, type));
  return (
    <TabQuery query={query}>
      {(rates) =>
        rates.length === 0 ? (
          <Typography variant="body2">{translate('ordering.info.outbound.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('ordering.info.tabs.outbound')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`ordering.info.outbound.${column}`)}</TableCell>
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
