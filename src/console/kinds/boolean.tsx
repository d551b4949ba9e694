/** Yes or no, in the portal's language (react-admin's own words). */
import { BooleanInput, NullableBooleanInput } from 'react-admin';
import { isBlank, type Kind } from './kind';

export const booleanKind: Kind = {
  text: (value, { translate }) => (isBlank(value) ? '' : translate(value ? 'ra.boolean.true' : 'ra.boolean.false')),
  filterInput: ({ source, label, alwaysOn = true }) => (
    <NullableBooleanInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} />
  ),
  formInput: ({ source, label, validate, input }) => (
    <BooleanInput source={source} label={label} validate={validate} readOnly={input.readOnly} />
  ),
};
