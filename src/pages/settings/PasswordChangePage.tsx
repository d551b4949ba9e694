/**
 * /settings/password/change (spec part 2 sections 4, 5 and 8): on success every session of the
 * customer ends on the server, so the portal forgets its own and goes to /login.
 */
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { Form, required, useNotify, useTranslate } from 'ra-core';
import { PasswordInput } from 'react-admin';
import { changePassword } from '@/providers/api/account';
import { ApiError, clearToken } from '@/providers/http';
import type { PasswordChangeBody } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import { FormErrorList, generalErrors } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import { ServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { PATHS } from '@/src/paths';
import { toastOf } from '@/src/config';

const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  old_password: 'settings.password.old',
  new_password1: 'settings.password.new',
  new_password2: 'settings.password.confirm',
};
const AUTOCOMPLETE = { old_password: 'current-password', new_password1: 'new-password', new_password2: 'new-password' };
const isRequired = required('common.validation.requiredField');

/** A 400, or the 429 of too many wrong old passwords (the sandbox counts them like failed sign-ins): on their fields. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 429);

export default function PasswordChangePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useMutation({ mutationFn: changePassword });
  // The session ends on success: the form stays off while the portal goes to /login.
  const pending = change.isPending || change.isSuccess;
  const refused = isRefusal(change.error) ? change.error : undefined;
  const general = refused ? generalErrors(refused) : [];

  const submit = async (values: Record<string, unknown>) => {
    notify('settings.password.requesting', { type: 'info', ...toastOf('account') });
    try {
      const answer = await change.mutateAsync(values as unknown as PasswordChangeBody);
      const message = answer?.detail || translate('settings.password.changed');
      notify(message, { type: 'success', ...toastOf('account'), messageArgs: { _: message } });
      navigate(PATHS.login, { replace: true, state: { notice: message } });
      clearToken();
      queryClient.clear();
      return undefined;
    } catch (error) {
      if (!isRefusal(error)) {
        notify('common.errors.generic', { type: 'error', ...toastOf('account') });
        return undefined;
      }
      notify('common.errors.checkForm', { type: 'error', ...toastOf('account') });
      const fieldErrors = Object.fromEntries(
        FIELDS.flatMap((field) => (error.field(field) ? [[field, error.field(field)]] : [])),
      );
      return fieldErrors;
    }
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageTitle title={translate('settings.password.title')} />
      <Card variant="outlined">
        <CardContent>
          <FormErrorList errors={general} />
          <Form onSubmit={submit} noValidate disableInvalidFormNotification>
            <Stack>
              {FIELDS.map((field) => (
                <Fragment key={field}>
                  <PasswordInput
                    source={field}
                    label={LABELS[field]}
                    validate={isRequired}
                    autoComplete={AUTOCOMPLETE[field]}
                    fullWidth
                  />
                  <ServerErrorFocus source={field} />
                </Fragment>
              ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <SubmitButton pending={pending}>{translate('settings.password.submit')}</SubmitButton>
              <Button onClick={() => navigate(PATHS.settings.general)}>{translate('common.actions.cancel')}</Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
