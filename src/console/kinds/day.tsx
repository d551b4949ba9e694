/** A day as 'd mmm yyyy' (invoices, balance history); filtered as a typed dd/mm/yyyy day. */
import { DayFilterInput } from '@/src/components/DayFilterInput';
import { TextFormInput } from './inputs';
import { isBlank, plain, type Kind } from './kind';

export const dayKind: Kind = {
  text: (value, { format }) => (isBlank(value) ? '' : format.day(plain(value))),
  filterInput: ({ source, label, alwaysOn = true }) => (
    <DayFilterInput source={source} label={label} alwaysOn={alwaysOn} />
  ),
  formInput: TextFormInput,
};
