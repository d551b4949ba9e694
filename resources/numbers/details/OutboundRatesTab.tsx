/** Outbound Rates: the LT/PSTN state (the server's message, or the PSTN upgrade link), then the rates table. */
import { useQuery } from '@tanstack/react-query';
import { outboundRatesQuery } from '@/providers/api/numbers';
import type { NumberDetails } from '@/providers/types';
import OutboundNotice from '@/src/components/offer/OutboundNotice';
import OutboundRatesTable from '@/src/components/offer/OutboundRatesTable';

export default function OutboundRatesTab({ details }: { details: NumberDetails }) {
  const query = useQuery(outboundRatesQuery(details.did));
  return (
    <>
      <OutboundNotice outbound={details.outbound} messages="numbers.details" />
      <OutboundRatesTable query={query} messages="numbers.details" />
    </>
  );
}
