/** The order's end users, by name ("Acme GmbH, Hodea UG"). */
import type { CellPartProps } from '@/src/console/fields';
import type { OrderListItem } from '@/providers/types';

export default function ProfileNames({ record }: CellPartProps) {
  const { profiles } = record as unknown as OrderListItem;
  return <>{profiles.map((profile) => profile.name).join(', ')}</>;
}
