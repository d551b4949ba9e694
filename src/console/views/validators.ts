/** A generated input's validators, from its declared rules, with the spec's messages. */
import { maxLength, regex, required, type Validator } from 'ra-core';
import { validEmail } from '@/src/components/emailRule';
import type { InputSpec } from '@/src/console/fields';

const isRequired = required('common.validation.required');

export function validatorsOf(input: InputSpec): Validator[] {
  return [
    ...(input.required ? [input.requiredMessage ? required(input.requiredMessage) : isRequired] : []),
    ...(input.pattern ? [regex(input.pattern.regex, input.pattern.message)] : []),
    ...(input.maxLength ? [maxLength(input.maxLength)] : []),
    ...(input.type === 'email' ? [validEmail] : []),
  ];
}
