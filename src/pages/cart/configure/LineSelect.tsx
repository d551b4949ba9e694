/** One select of a cart line (or of the apply-to-all row): label, options, and the line's message. */
import type { ReactNode } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import type { LineField } from './lineRules';
import type { Option } from './lookups';

/**
 * The label of an apply-to-all select: the field's name, as on the lines, then "for every line", read but not shown
 * (the row's heading, "Apply to all lines", says it): the whole label fits the column, in French too (issue 33).
 */
export function ApplyAllLabel({ field }: { field: LineField }) {
  const translate = useTranslate();
  return (
    <>
      {`${translate(`cart.configure.fields.${field}`)} `}
      <Box component="span" sx={visuallyHidden}>
        {translate('cart.configure.forEveryLine')}
      </Box>
    </>
  );
}

interface Props {
  label: ReactNode;
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
