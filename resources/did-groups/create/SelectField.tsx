/** A required select of the new-group form, bound to react-admin's form (a number, or null while none is chosen). */
import { MenuItem } from '@mui/material';
import { useTranslate, type Validator } from 'ra-core';
import { FormTextField } from '@/src/components/FormTextField';

const toChoice = (value: string): number | null => (value === '' ? null : Number(value));

interface Props {
  source: string;
  label: string;
  validate?: Validator[];
  options: { value: number; name: string }[];
  /** After the field took the value: what else the choice decides (the plan clears). */
  onChange?: (value: number | null) => void;
}

export function SelectField({ source, label, validate, options, onChange }: Props) {
  const translate = useTranslate();
  return (
    <FormTextField
      source={source}
      validate={validate}
      parse={toChoice}
      onChange={(value) => onChange?.(value as number | null)}
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
