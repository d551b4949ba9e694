/**
 * A change of two-factor that asks for the password first (issue 47): turning it off (the password and a code) and new
 * recovery codes (the password). Refusals show on their fields; any other failure above them, and nothing changes.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, required, useTranslate } from 'ra-core';
import { PasswordInput } from 'react-admin';
import { FormErrorList } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import { fieldErrors, generalMessages } from '@/src/components/formErrors';
import { ServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { CodeInput } from './CodeInput';

export interface PasswordAndCode {
  password: string;
  code: string;
}

interface Props<T> {
  title: string;
  intro: string;
  submitLabel: string;
  /** Asks for a code from the app (or a recovery code) too. */
  withCode?: boolean;
  send: (values: PasswordAndCode) => Promise<T>;
  onDone: (answer: T) => void;
  onClose: () => void;
}

const FIELDS = ['password', 'code'];
const isRequired = required('common.validation.requiredField');

export default function PasswordDialog<T>({ title, intro, submitLabel, withCode, send, onDone, onClose }: Props<T>) {
  const translate = useTranslate();
  const mutation = useMutation({ mutationFn: send });
  const [failure, setFailure] = useState<string[]>([]);

  const submit = async (values: Record<string, unknown>) => {
    setFailure([]);
    try {
      onDone(await mutation.mutateAsync({ password: String(values.password ?? ''), code: String(values.code ?? '') }));
      return undefined;
    } catch (error) {
      const onFields = fieldErrors(error, FIELDS);
      setFailure(generalMessages(error, FIELDS, translate));
      return onFields;
    }
  };

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby="two-factor-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id="two-factor-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <FormErrorList errors={failure} />
          <PasswordInput
            source="password"
            label="twoFactor.fields.password"
            validate={isRequired}
            autoComplete="current-password"
            fullWidth
            autoFocus
          />
          <ServerErrorFocus source="password" />
          {withCode ? <CodeInput orRecovery /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('common.actions.cancel')}</Button>
          <SubmitButton pending={mutation.isPending}>{submitLabel}</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
