/**
 * A filter select of a page outside react-admin's lists (shared channels, the DID groups report): "Any" first, then
 * the options; a value that is not among the options (a country whose plans are still loading, one in the URL that
 * the customer no longer has) shows as Any.
 */
import type { ReactNode } from 'react';
import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

export interface ChoiceOption {
  value: number | string;
  name: string;
}

interface Props {
  label: ReactNode;
  /** The "Any" entry's text. */
  anyLabel: ReactNode;
  options: ChoiceOption[];
  value: number | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

export function AnyChoiceSelect({ label, anyLabel, options, value, onChange, disabled = false, sx }: Props) {
  const known = value !== undefined && options.some((option) => Number(option.value) === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={sx}
    >
      <MenuItem value="">
        <em>{anyLabel}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
