/** Reachability/Services of the number. */
import { useQuery } from '@tanstack/react-query';
import { reachabilityQuery } from '@/providers/api/numbers';
import ReachabilityTable from '@/src/components/offer/ReachabilityTable';

export default function ReachabilityTab({ did }: { did: string }) {
  return <ReachabilityTable query={useQuery(reachabilityQuery(did))} messages="numbers.details" />;
}
