/** Free text: a name, a description. It may wrap; it is filtered by a search box. */
import { TextFilter, TextFormInput } from './inputs';
import { plain, type Kind } from './kind';

export const textKind: Kind = {
  text: plain,
  wraps: true,
  filterInput: TextFilter,
  formInput: TextFormInput,
};
