/** The plan filter: the plans of the country chosen in the country filter. */
import { countryPlansQuery } from '@/providers/api/profiles';
import type { FilterPartProps } from '@/src/console/fields';
import { PlanFilterInput } from '@/src/components/PlanFilterInput';

export default function PlanFilter(props: FilterPartProps) {
  return <PlanFilterInput {...props} plans={countryPlansQuery} />;
}
