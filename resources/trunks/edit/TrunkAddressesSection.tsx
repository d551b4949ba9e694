/** The edit page's Trunk addresses section: the trunk's addresses, read on their own, in their editor. */
import { CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { trunkAddressesQuery } from '@/providers/api/capacity';
import type { RecordPartProps } from '@/src/console/definition';
import type { Trunk } from '@/providers/types';
import { LoadError } from '@/src/components/ServerErrors';
import { TrunkAddresses } from './TrunkAddresses';

export default function TrunkAddressesSection({ record }: RecordPartProps<Trunk>) {
  const translate = useTranslate();
  const id = String(record.id);
  const addresses = useQuery(trunkAddressesQuery(id));
  if (addresses.error) return <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />;
  if (!addresses.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return <TrunkAddresses trunkId={id} saved={addresses.data} />;
}
