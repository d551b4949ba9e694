/**
 * One filter of a generated list: its replaced input, else its kind's (or the kind it is typed as). react-admin's
 * filter form reads `source` and `alwaysOn` from this element's props.
 */
import type { FieldSpec, FilterSpec } from '@/src/console/fields';
import { KINDS } from '@/src/console/kinds';

interface Props {
  source: string;
  label: string;
  field: FieldSpec;
  filter: FilterSpec;
  alwaysOn?: boolean;
}

export function FilterInput({ source, label, field, filter, alwaysOn }: Props) {
  const Replaced = filter.component;
  if (Replaced) return <Replaced source={source} label={label} alwaysOn={alwaysOn} />;
  const Input = KINDS[filter.input ?? field.kind].filterInput;
  return <Input source={source} label={label} field={field} filter={filter} alwaysOn={alwaysOn} />;
}
