/** One of a few values (a type, a level), shown by its label in the portal's language. */
import { ChoiceFilter, ChoiceFormInput, choiceText } from './choices';
import type { Kind } from './kind';

export const choiceKind: Kind = {
  text: choiceText,
  filterInput: ChoiceFilter,
  formInput: ChoiceFormInput,
};
