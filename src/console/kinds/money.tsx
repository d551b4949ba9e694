/** An amount of the API in the customer's currency ("€12.50", "12,50 €"), right-aligned. */
import { NumberFormInput, TextFilter } from './inputs';
import { isBlank, type Kind } from './kind';

export const moneyKind: Kind = {
  text: (value, { format }) => (isBlank(value) ? '' : format.money(value as string | number)),
  align: 'right',
  filterInput: TextFilter,
  formInput: NumberFormInput,
};
