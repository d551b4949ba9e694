/** The Plan filter of the DID groups: the group plans of the country chosen in the Country filter. */
import { groupPlansQuery } from '@/providers/api/capacity';
import { PlanFilterInput } from '@/src/components/PlanFilterInput';
import type { FilterPartProps } from '@/src/console/fields';

export default function GroupPlanFilter({ source, label, alwaysOn }: FilterPartProps) {
  return (
    <PlanFilterInput source={source} label={label} plans={groupPlansQuery} alwaysOn={alwaysOn} helperText={false} />
  );
}
