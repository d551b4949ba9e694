/** Reachability/Services of a plan. */
import { useQuery } from '@tanstack/react-query';
import { planReachabilityQuery } from '@/providers/api/ordering';
import ReachabilityTable from '@/src/components/offer/ReachabilityTable';

export function PlanReachabilityTab({ id, type }: { id: number; type: number }) {
  return <ReachabilityTable query={useQuery(planReachabilityQuery(id, type))} messages="ordering.info" />;
}
