/** Change Profile / Change Trunk of one number: a select, saved with PATCH customer/dids/{did}; server errors stay in the dialog. */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { useTranslate } from 'ra-core';
import { updateNumber } from '@/providers/api/numbers';
import { ApiError } from '@/providers/http';
import { FormErrorList } from '@/src/components/ServerErrors';
import { generalMessages } from '@/src/components/formErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import type { NumberRecord } from '@/resources/numbers/numberRecord';
import { CHANGED_FIELD, NumberChoiceField, type NumberChangeKind } from './NumberChoiceField';

interface Props {
  kind: NumberChangeKind;
  record: NumberRecord;
  onClose: () => void;
}

export default function ChangeNumberDialog({ kind, record, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const current = kind === 'profile' ? record.profile?.id : record.customer_trunk?.id;
  const [value, setValue] = useState<string>(current != null ? String(current) : '');
  const field = CHANGED_FIELD[kind];
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
  const general = error ? generalMessages(error, [field], translate) : [];

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
        <NumberChoiceField kind={kind} value={value} onChange={setValue} error={fieldError} />
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
