/** Outbound Rates: the rates table, and the LT/PSTN state (the server's message, or the PSTN upgrade link). */
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { outboundRatesQuery } from '../../../providers/api/numbers';
import type { NumberDetails, OutboundRate } from '../../../providers/types';
import { NUMBER_PATHS } from '..';
import TabQuery from './TabQuery';

const COLUMNS: (keyof OutboundRate)[] = ['destination', 'call_set_up', 'price_min', 'currency_traffic', 'billing_method'];

function OutboundState({ outbound }: { outbound: NumberDetails['outbound'] }) {
  const translate = useTranslate();
  if (!outbound.lt.active && !outbound.lt.can_be_upgraded && outbound.error_message) {
    return <Alert severity="warning">{outbound.error_message}</Alert>;
  }
  if (outbound.lt.active && !outbound.pstn.active && outbound.pstn.can_be_upgraded) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to={NUMBER_PATHS.pstnUpgrade} size="small">
            {translate('numbers.details.outbound.upgrade')}
          </Button>
        }
      >
        {translate('numbers.details.outbound.pstnUpgradable')}
      </Alert>
    );
  }
  return null;
}

export default function OutboundRatesTab({ details }: { details: NumberDetails }) {
  const translate = useTranslate();
  const query = useQuery(outboundRatesQuery(details.did));
  return (
    <>
      <OutboundState outbound={details.outbound} />
      <TabQuery query={query}>
        {(rates) =>
          rates.length === 0 ? (
            <p>{translate('numbers.details.outbound.empty')}</p>
          ) : (
            <Table size="small" aria-label={translate('numbers.details.tabs.outbound')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`numbers.details.outbound.${column}`)}</TableCell>
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
    </>
  );
}
