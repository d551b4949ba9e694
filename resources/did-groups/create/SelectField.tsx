/** A required select of the new-group form. */
import { MenuItem, TextField } from '@mui/material';

interface Props {
  id: string;
  label: string;
  value: number | '';
  options: { value: number; name: string }[];
  onChange: (value: number | '') => void;
  error?: string;
}

export function SelectField({ id, label, value, options, onChange, error }: Props) {
  return (
    <TextField
      id={id}
      select
      required
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
