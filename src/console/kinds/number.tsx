/** A count or a quantity, in the reader's language's digits, right-aligned. */
import { NumberFormInput, TextFilter } from './inputs';
import { isBlank, plain, type Kind } from './kind';

export const numberKind: Kind = {
  text: (value, { locale }) => {
    const number = typeof value === 'number' ? value : Number(value);
    return isBlank(value) || Number.isNaN(number) ? plain(value) : number.toLocaleString(locale);
  },
  align: 'right',
  filterInput: TextFilter,
  formInput: NumberFormInput,
};
