/** A required select of the new-group form, bound to react-admin's <Form>. */
import { MenuItem } from '@mui/material';
import { required, useTranslate } from 'ra-core';
import { FormTextField } from '@/src/components/FormTextField';

export const isRequired = required('common.validation.required');
const toChoice = (value: string): number | '' => (value === '' ? '' : Number(value));

interface Props {
  source: string;
  label: string;
  options: { value: number; name: string }[];
  /** After the field took the value: what else the choice decides (the plan clears, the type follows). */
  onChange?: (value: number | '') => void;
}

export function SelectField({ source, label, options, onChange }: Props) {
  const translate = useTranslate();
  return (
    <FormTextField
      source={source}
      validate={isRequired}
      parse={toChoice}
      onChange={(value) => onChange?.(value as number | '')}
      select
      required
      fullWidth
      label={translate(label)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
