/** The group name with its messages: required, checking, and the spec's duplicate message. */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NameCheck } from './useGroupNameCheck';

interface Props {
  value: string;
  onChange: (value: string) => void;
  check: NameCheck;
  /** The form was submitted: an empty name is an error now. */
  submitted: boolean;
  serverError?: string;
}

export function GroupNameField({ value, onChange, check, submitted, serverError }: Props) {
  const translate = useTranslate();
  const error =
    submitted && check === 'empty'
      ? translate('capacity.didGroups.required')
      : check === 'duplicate'
        ? translate('capacity.didGroups.duplicate')
        : serverError;
  const helper = error ?? (check === 'checking' ? translate('capacity.didGroups.checking') : undefined);
  return (
    <TextField
      id="did-group-name"
      label={translate('capacity.didGroups.form.name')}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={helper}
    />
  );
}
