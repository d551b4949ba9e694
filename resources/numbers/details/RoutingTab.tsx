/** Routing: loads the number's routing entries, shadow number and the choices, then the routing form. */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import {
  originatingNetworksQuery,
  routingNumbersQuery,
  shadowRoutingQuery,
  trunksForSelectQuery,
} from '@/providers/api/numbers';
import type { NumberDetails } from '@/providers/types';
import { LoadError } from '@/src/components/ServerErrors';
import RoutingForm from '@/resources/numbers/routing/RoutingForm';

export default function RoutingTab({ details }: { details: NumberDetails }) {
  const translate = useTranslate();
  // Fetched once for the form: refetches after saving must not reset what the user typed.
  const once = { staleTime: Infinity, refetchOnMount: 'always' as const };
  const queries = [
    useQuery({ ...routingNumbersQuery(details.did), ...once }),
    useQuery({ ...shadowRoutingQuery(details.did), ...once }),
    useQuery(trunksForSelectQuery),
    useQuery(originatingNetworksQuery),
  ] as const;
  const [entries, shadow, trunks, networks] = queries;
  const failed = queries.find((query) => query.isError);
  if (failed)
    return <LoadError error={failed.error} onRetry={() => queries.forEach((query) => void query.refetch())} />;
  if (!entries.data || shadow.isPending || !trunks.data || !networks.data)
    return <p role="status">{translate('common.loading')}</p>;
  return (
    <RoutingForm
      did={details.did}
      trunk={details.customer_trunk?.id ?? null}
      entries={entries.data}
      shadow={shadow.data ?? null}
      trunks={trunks.data}
      networks={networks.data}
    />
  );
}
