/** The order's end users, by name ("Acme GmbH, Hodea UG"). */
import type { CellPartProps } from '@/src/console/fields';
import type { OrderListItem } from '@/providers/types';

export default function ProfileNames({ record: { profiles } }: CellPartProps<Pick<OrderListItem, 'profiles'>>) {
  return <>{profiles.map((profile) => profile.name).join(', ')}</>;
}
