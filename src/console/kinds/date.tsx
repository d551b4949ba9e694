/** A day without a time as dd-mm-yyyy (an earliest cancel date); filtered as a typed dd/mm/yyyy day. */
import { dayKind } from './day';
import { isBlank, plain, type Kind } from './kind';

export const dateKind: Kind = {
  ...dayKind,
  text: (value, { format }) => (isBlank(value) ? '' : format.date(plain(value))),
};
