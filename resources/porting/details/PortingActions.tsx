/**
 * Under a porting request's rows: Submit and Change while it is a draft or was rejected, Cancel request (after a
 * confirmation) while it is a draft or submitted, and the way back. A refused submit says, above the buttons, each
 * field it still needs (the carrier's details, the LOA, the date) with the server's words.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { cancelPorting, submitPorting } from '@/providers/api/porting';
import { ApiError } from '@/providers/http';
import { isCancellablePorting, isEditablePorting } from '@/providers/types';
import { pathWithId } from '@/providers/urlPattern';
import { toastOf } from '@/src/config';
import { allMessages } from '@/src/components/formErrors';
import { FormErrorList } from '@/src/components/ServerErrors';
import type { RecordPartProps } from '@/src/console/definition';
import { PATHS } from '@/src/paths';
import type { PortingFullRecord } from '@/resources/porting/portingRecord';

/** A refusal's messages, each field's prefixed with its label ("Desired date: …"). */
function useRefusal(error: unknown): string[] {
  const translate = useTranslate();
  if (!(error instanceof ApiError) || error.status !== 400 || !Object.keys(error.body.errors).length)
    return allMessages(error, translate);
  return Object.entries(error.body.errors).map(([field, message]) => {
    const label = field === 'loa' ? 'resources.porting.documents.loa' : `resources.porting.fields.${field}`;
    return `${translate(label, { _: field })}: ${message}`;
  });
}

export default function PortingActions({ record }: RecordPartProps<PortingFullRecord>) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const done = (key: string) => () => {
    notify(key, { type: 'success', messageArgs: { id: record.id }, ...toastOf('account') });
    refresh();
  };
  const submit = useMutation({
    mutationFn: () => submitPorting(record.id),
    onSuccess: done('resources.porting.actions.submitted'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelPorting(record.id),
    onSuccess: done('resources.porting.actions.cancelled'),
    onSettled: () => setConfirming(false),
  });
  const refusal = useRefusal(submit.error ?? cancel.error);
  const editable = isEditablePorting(record.status);
  return (
    <Box>
      <FormErrorList
        errors={refusal}
        title={submit.error ? translate('resources.porting.actions.submitRefused') : undefined}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {editable ? (
          <Button variant="contained" onClick={() => submit.mutate()} disabled={submit.isPending}>
            {translate('resources.porting.actions.submit')}
          </Button>
        ) : null}
        {editable ? (
          <Button variant="outlined" component={RouterLink} to={pathWithId(PATHS.porting.edit, record.id)}>
            {translate('resources.porting.actions.edit')}
          </Button>
        ) : null}
        {isCancellablePorting(record.status) ? (
          <Button color="error" onClick={() => setConfirming(true)}>
            {translate('resources.porting.actions.cancel')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={PATHS.porting.list} startIcon={<ArrowBackIcon />}>
          {translate('resources.porting.actions.back')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={cancel.isPending}
        title={translate('resources.porting.actions.cancelTitle', { id: record.id })}
        content={translate('resources.porting.actions.cancelConfirm')}
        confirm="resources.porting.actions.cancel"
        cancel="resources.porting.actions.keep"
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
