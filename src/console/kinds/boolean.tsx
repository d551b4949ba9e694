/**
 * Yes or no, in the portal's language (react-admin's own words). Its filter and input are a select of the two (and
 * none for the filter), on the select every list already loads rather than a switch of their own.
 */
import { SelectInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { isBlank, type FilterInputProps, type FormInputProps, type Kind } from './kind';

function useYesNo() {
  const translate = useTranslate();
  return [
    { id: 'true', name: translate('ra.boolean.true') },
    { id: 'false', name: translate('ra.boolean.false') },
  ];
}

const toChoice = (value: unknown) => (typeof value === 'boolean' ? String(value) : '');
const toValue = (choice: unknown) => (choice === 'true' ? true : choice === 'false' ? false : null);

function BooleanFilter({ source, label, alwaysOn = true }: FilterInputProps) {
  return (
    <SelectInput
      source={source}
      label={label}
      choices={useYesNo()}
      alwaysOn={alwaysOn}
      translateChoice={false}
      helperText={false}
    />
  );
}

function BooleanFormInput({ source, label, validate }: FormInputProps) {
  useServerErrorFocus(source);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={useYesNo()}
      format={toChoice}
      parse={toValue}
      validate={validate}
      translateChoice={false}
      fullWidth
      margin="none"
    />
  );
}

export const booleanKind: Kind = {
  text: (value, { translate }) => (isBlank(value) ? '' : translate(value ? 'ra.boolean.true' : 'ra.boolean.false')),
  filterInput: BooleanFilter,
  formInput: BooleanFormInput,
};
