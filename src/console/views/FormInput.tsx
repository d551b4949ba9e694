/** One input of a generated form: its replaced part, else its kind's, with the declared rules and the spec's messages. */
import { maxLength, regex, required, type Validator } from 'ra-core';
import { validEmail } from '@/src/components/emailRule';
import type { FieldSpec, InputSpec } from '@/src/console/fields';
import { KINDS } from '@/src/console/kinds';
import { UniqueInput } from './UniqueInput';

const isRequired = required('common.validation.required');

export function validatorsOf(input: InputSpec): Validator[] {
  return [
    ...(input.required ? [input.requiredMessage ? required(input.requiredMessage) : isRequired] : []),
    ...(input.pattern ? [regex(input.pattern.regex, input.pattern.message)] : []),
    ...(input.maxLength ? [maxLength(input.maxLength)] : []),
    ...(input.type === 'email' ? [validEmail] : []),
  ];
}

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
