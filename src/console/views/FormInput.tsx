/** One input of a generated form: its replaced part, else its kind's, with the declared rules and the spec's messages. */
import type { FieldSpec, InputSpec } from '@/src/console/fields';
import { KINDS } from '@/src/console/kinds';
import { UniqueInput } from './UniqueInput';
import { validatorsOf } from './validators';

export { validatorsOf } from './validators';

interface Props {
  source: string;
  label: string;
  field: FieldSpec;
  input: InputSpec;
}

export function FormInput({ source, label, field, input }: Props) {
  const validate = validatorsOf(input);
  const Replaced = input.component;
  if (Replaced) return <Replaced source={source} label={label} validate={validate} />;
  if (input.unique)
    return <UniqueInput source={source} label={label} input={input} unique={input.unique} validate={validate} />;
  const Input = KINDS[field.kind].formInput;
  return <Input source={source} label={label} field={field} input={input} validate={validate} />;
}
