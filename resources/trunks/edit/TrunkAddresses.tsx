/** The "Trunk addresses" panel: rows, Add address, Save, and Delete (at once, after a confirmation). */
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { TrunkAddress } from '@/providers/types';
import { FormErrorList } from '@/src/components/ServerErrors';
import { allMessages } from '@/src/components/formErrors';
import { addressRuleError, isNewAddress, parsePort } from '@/resources/trunks/addressRules';
import { AddressRow, type AddressDraft } from './AddressRow';
import { useAddressDrafts } from './useAddressDrafts';
import { toastOf } from '@/src/config';

const toast = toastOf('capacity');

export function TrunkAddresses({ trunkId, saved }: { trunkId: string; saved: TrunkAddress[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const drafts = useAddressDrafts(trunkId, saved);
  const [checked, setChecked] = useState(false);
  const [deleting, setDeleting] = useState<AddressDraft>();

  const required = translate('common.validation.required');
  const rowErrors = (row: AddressDraft) =>
    checked
      ? {
          address: row.address.trim() ? undefined : required,
          port:
            row.port.trim() === ''
              ? required
              : parsePort(row.port) === undefined
                ? translate('capacity.addresses.invalidPort')
                : undefined,
        }
      : {};
  const rule = checked ? addressRuleError(drafts.rows) : undefined;

  const write = useMutation({
    mutationFn: () => drafts.save(),
    onSuccess: () => {
      setChecked(false);
      notify('capacity.addresses.saved', { type: 'success', ...toast });
    },
  });

  const save = () => {
    setChecked(true);
    // Each try clears the last refusal, also a try that the checks below stop.
    write.reset();
    const incomplete = drafts.rows.some(
      (row) => !row.address.trim() || parsePort(row.port) === undefined || row.port.trim() === '',
    );
    if (incomplete || addressRuleError(drafts.rows)) return;
    write.mutate();
  };

  const remove = async (row: AddressDraft) => {
    setDeleting(undefined);
    try {
      await drafts.remove(row);
      if (!isNewAddress(row)) notify('capacity.addresses.deleted', { type: 'success', ...toast });
    } catch {
      notify('common.errors.generic', { type: 'error', ...toast });
    }
  };

  return (
    <Box>
      {rule ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(`capacity.addresses.errors.${rule}`)}
        </Alert>
      ) : null}
      <FormErrorList errors={allMessages(write.error, translate)} />
      {drafts.rows.length === 0 ? <Typography sx={{ mb: 2 }}>{translate('capacity.addresses.none')}</Typography> : null}
      {drafts.rows.map((row, index) => (
        <AddressRow
          key={row.id}
          row={row}
          index={index}
          errors={rowErrors(row)}
          onChange={(changed) => drafts.change(index, changed)}
          onDelete={() => (isNewAddress(row) ? void remove(row) : setDeleting(row))}
        />
      ))}
      <Stack direction="row" spacing={2}>
        <Button startIcon={<AddIcon />} onClick={drafts.add}>
          {translate('capacity.addresses.add')}
        </Button>
        <Button variant="contained" onClick={save} disabled={write.isPending}>
          {translate('capacity.addresses.save')}
        </Button>
      </Stack>
      <Confirm
        isOpen={Boolean(deleting)}
        title="capacity.addresses.confirmTitle"
        content="capacity.addresses.confirm"
        translateOptions={{ address: deleting?.address ?? '' }}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
