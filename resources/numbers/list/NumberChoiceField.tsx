/**
 * What Change Profile and Change Trunk move a number to, for one number or a selection: a select over the customer's
 * end users (blocked ones left out) or trunks, disabled while they load.
 */
import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { profilesWithoutBlockedQuery, trunksForSelectQuery } from '@/providers/api/numbers';

export type NumberChangeKind = 'profile' | 'trunk';

/** The number's field that each change writes (PATCH customer/dids/{did}). */
export const CHANGED_FIELD = { profile: 'profile', trunk: 'customer_trunk' } as const;

interface Props {
  kind: NumberChangeKind;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the field. */
  error?: string;
}

export function NumberChoiceField({ kind, value, onChange, error }: Props) {
  const translate = useTranslate();
  const options = useQuery(kind === 'profile' ? profilesWithoutBlockedQuery : trunksForSelectQuery);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={translate(`numbers.change.${kind}`)}
      value={options.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={!options.data}
    >
      {(options.data ?? []).map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
