/** One trunk address: address, port (default 5060), primary and failover. */
import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import type { TrunkAddress } from '@/providers/types';

export interface AddressDraft extends Omit<TrunkAddress, 'port'> {
  /** As typed; read with parsePort on save. */
  port: string;
}

interface Props {
  row: AddressDraft;
  index: number;
  errors: { address?: string; port?: string };
  onChange: (row: AddressDraft) => void;
  onDelete: () => void;
}

export function AddressRow({ row, index, errors, onChange, onDelete }: Props) {
  const translate = useTranslate();
  const id = `trunk-address-${index}`;
  return (
    <Stack
      component="fieldset"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ border: 0, p: 0, m: 0, mb: 2, alignItems: { sm: 'flex-start' } }}
      aria-label={translate('capacity.addresses.row', { index: index + 1 })}
    >
      <TextField
        id={`${id}-address`}
        label={translate('capacity.addresses.address')}
        required
        value={row.address}
        onChange={(event) => onChange({ ...row, address: event.target.value })}
        error={Boolean(errors.address)}
        helperText={errors.address}
      />
      <TextField
        id={`${id}-port`}
        label={translate('capacity.addresses.port')}
        required
        inputMode="numeric"
        value={row.port}
        onChange={(event) => onChange({ ...row, port: event.target.value })}
        error={Boolean(errors.port)}
        helperText={errors.port}
        sx={{ maxWidth: { sm: 120 } }}
      />
      <FormControlLabel
        control={
          <Checkbox checked={row.primary} onChange={(event) => onChange({ ...row, primary: event.target.checked })} />
        }
        label={translate('capacity.addresses.primary')}
      />
      <FormControlLabel
        control={
          <Checkbox checked={row.failover} onChange={(event) => onChange({ ...row, failover: event.target.checked })} />
        }
        label={translate('capacity.addresses.failover')}
      />
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={onDelete}
        aria-label={translate('capacity.addresses.deleteLabel', { address: row.address || index + 1 })}
      >
        {translate('capacity.addresses.delete')}
      </Button>
    </Stack>
  );
}
