/** Outbound rates of a plan (the tab exists only when the plan has them). */
import { useQuery } from '@tanstack/react-query';
import { planOutboundRatesQuery } from '@/providers/api/ordering';
import OutboundRatesTable from '@/src/components/offer/OutboundRatesTable';

export function PlanOutboundTab({ id, type }: { id: number; type: number }) {
  return <OutboundRatesTable query={useQuery(planOutboundRatesQuery(id, type))} messages="ordering.info" />;
}
