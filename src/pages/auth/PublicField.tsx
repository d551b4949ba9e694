/**
 * An outlined text field for the public pages, as MUI's TextField draws it, built from its parts: TextField also
 * imports the select, menu, popover and modal code that the sign-in page's first load has no use for.
 */
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** What else describes the field (a form's alert): ids, after its own helper text. */
  describedBy?: string;
  /** The phone's keyboard: `numeric` for a code of digits. */
  inputMode?: 'numeric' | 'text';
}

export function PublicField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  error,
  helperText,
  autoComplete,
  autoFocus,
  required,
  inputRef,
  describedBy,
  inputMode,
}: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  const description = [helperText ? helperId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        aria-describedby={description || undefined}
        slotProps={inputMode ? { input: { inputMode, spellCheck: false } } : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
