/** Change Profile / Change Trunk of one number: a select, saved with PATCH customer/dids/{did}; server errors stay in the dialog. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { profilesWithoutBlockedQuery, trunksForSelectQuery, updateNumber } from '../../../providers/api/numbers';
import { ApiError } from '../../../providers/http';
import { FormErrorList, generalErrors } from '../../../src/components/ServerErrors';
import { SubmitButton } from '../../../src/components/SubmitButton';
import type { NumberRecord } from '../numberRecord';

export type NumberChangeKind = 'profile' | 'trunk';

const FIELD = { profile: 'profile', trunk: 'customer_trunk' } as const;

interface Props {
  kind: NumberChangeKind;
  record: NumberRecord;
  onClose: () => void;
}

export default function ChangeNumberDialog({ kind, record, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const options = useQuery(kind === 'profile' ? profilesWithoutBlockedQuery : trunksForSelectQuery);
  const current = kind === 'profile' ? record.profile?.id : record.customer_trunk?.id;
  const [value, setValue] = useState<string>(current != null ? String(current) : '');
  const field = FIELD[kind];
  const save = useMutation({
    mutationFn: (id: number) => updateNumber(record.did, { [field]: { id } }),
    onSuccess: () => {
      notify(kind === 'profile' ? 'numbers.change.profileChanged' : 'numbers.change.trunkChanged', {
        type: 'success',
        messageArgs: { did: record.did },
      });
      refresh();
      onClose();
    },
  });
  const error = save.error;
  const fieldError = error instanceof ApiError ? error.field(field) : undefined;
  const general =
    !error || fieldError
      ? []
      : generalErrors(error).length
        ? generalErrors(error)
        : [error instanceof ApiError && error.data ? error.message : translate('common.errors.generic')];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(value));
  };

  const titleId = `change-${kind}-title`;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id={titleId}>{translate(`numbers.change.${kind}Title`, { did: record.did })}</DialogTitle>
      <DialogContent>
        <FormErrorList errors={general} />
        <TextField
          select
          fullWidth
          margin="normal"
          label={translate(`numbers.change.${kind}`)}
          value={options.data ? value : ''}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          disabled={!options.data}
        >
          {(options.data ?? []).map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.actions.cancel')}</Button>
        <SubmitButton pending={save.isPending} disabled={value === ''}>
          {translate('common.actions.save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
