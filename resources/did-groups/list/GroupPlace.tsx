/** A group's country (in the portal's language) and plan, on one line of its card. */
import type { DidGroup } from '@/providers/types';
import type { CellPartProps } from '@/src/console/fields';
import { Place } from '@/src/components/CountryName';

export default function GroupPlace({ record: group }: CellPartProps<DidGroup>) {
  return <Place country={group.country?.name} after={[group.plan?.name]} />;
}
