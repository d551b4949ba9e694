/** A checkbox the user must tick (terms, service restrictions) with its message under it. */
import type { ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';

interface Props {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}

export default function AcceptCheckbox({ id, label, checked, onChange, error, disabled = false }: Props) {
  const messageId = `${id}-message`;
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'flex' }}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': error ? messageId : undefined, 'aria-invalid': Boolean(error) } }}
          />
        }
        label={label}
      />
      {error ? (
        <FormHelperText id={messageId} role="alert" sx={{ mt: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
