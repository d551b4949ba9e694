/** The area filter: the areas of the country chosen in the country filter. */
import type { FilterPartProps } from '@/src/console/fields';
import { AreaFilterInput } from '@/src/components/AreaFilterInput';

export default function AreaFilter(props: FilterPartProps) {
  return <AreaFilterInput {...props} />;
}
