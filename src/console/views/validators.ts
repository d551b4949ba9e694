/** A generated input's validators, from its declared rules, with the spec's messages. */
import { maxLength, regex, required, type Validator } from 'ra-core';
import { validEmail } from '@/src/components/emailRule';
import type { InputSpec } from '@/src/console/fields';

/**
 * A required input: react-admin's `required` (the form marks the field with it), and a value of spaces alone is no
 * value either, as the API answers for any text it requires.
 */
function requiredRules(message = 'common.validation.required'): Validator[] {
  const notBlank: Validator = (value: unknown) =>
    typeof value === 'string' && value !== '' && !value.trim() ? message : undefined;
  return [required(message), notBlank];
}

export function validatorsOf(input: InputSpec): Validator[] {
  return [
    ...(input.required ? requiredRules(input.requiredMessage) : []),
    ...(input.pattern ? [regex(input.pattern.regex, input.pattern.message)] : []),
    ...(input.maxLength ? [maxLength(input.maxLength)] : []),
    ...(input.type === 'email' ? [validEmail] : []),
  ];
}
