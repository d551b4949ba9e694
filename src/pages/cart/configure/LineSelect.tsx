/** One select of a cart line (or of the apply-to-all row): label, options, and the line's message. */
import { MenuItem, TextField } from '@mui/material';
import type { Option } from './lookups';

interface Props {
  label: string;
  value: number | '';
  options: Option[];
  onChange: (value: number | '') => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export default function LineSelect({
  label,
  value,
  options,
  onChange,
  error,
  required = false,
  disabled = false,
}: Props) {
  // A saved value missing from the options (a since-blocked end user, say) still shows as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={known ? value : ''}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      sx={{ minWidth: 160 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
