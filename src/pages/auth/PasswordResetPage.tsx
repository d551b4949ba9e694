/** /password/reset (spec part 2 sections 2, 5 and 8): asks for a reset link by e-mail. */
import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { PublicAlert } from './PublicAlert';
import { useMutation } from '@tanstack/react-query';
import { Form, ValidationError, useInput, useTranslate } from 'ra-core';
import { requestPasswordReset } from '@/providers/api/session';
import { ApiError, firstMessage } from '@/providers/http';
import { INVALID_EMAIL, isEmail } from '@/src/components/emailRule';
import PublicShell from './PublicShell';
import { PublicField } from './PublicField';
import { SubmitButton } from '@/src/components/SubmitButton';
import { PATHS } from '@/src/paths';

const EMAIL = 'email';

/** Required and an e-mail address, spaces around it ignored. */
function validateEmail(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  if (!text) return 'common.validation.required';
  return isEmail(text) ? undefined : INVALID_EMAIL;
}

/** The refusal's message, shown on the field: the server's own text for a 4xx, the catalogue's otherwise. */
function serverMessage(error: unknown, translate: (key: string) => string): string {
  if (error instanceof ApiError) {
    const text = error.field(EMAIL) ?? firstMessage(error.data);
    if (text && error.status < 500) return text;
    if (error.status >= 500) return translate('common.errors.serverSide');
  }
  return translate('common.errors.generic');
}

function EmailInput() {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput<string>({ source: EMAIL, validate: validateEmail });
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <PublicField
      name={field.name}
      type="email"
      label={translate('auth.reset.email')}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={Boolean(error)}
      helperText={error ? <ValidationError error={error} /> : undefined}
      autoComplete="email"
      required
      autoFocus
    />
  );
}

export default function PasswordResetPage() {
  const translate = useTranslate();
  const reset = useMutation({ mutationFn: requestPasswordReset });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await reset.mutateAsync(String(values[EMAIL]).trim());
      return undefined;
    } catch (failure) {
      return { [EMAIL]: serverMessage(failure, translate) };
    }
  };

  return (
    <PublicShell title={translate('auth.reset.title')}>
      <Typography sx={{ mb: 2 }}>{translate('auth.reset.intro')}</Typography>
      {reset.isSuccess ? (
        <PublicAlert severity="success" sx={{ mb: 2 }}>
          {reset.data?.detail ?? ''}
        </PublicAlert>
      ) : null}
      <Form onSubmit={submit} defaultValues={{ [EMAIL]: '' }} noValidate disableInvalidFormNotification>
        <Stack spacing={2}>
          <EmailInput />
          <SubmitButton pending={reset.isPending}>{translate('auth.reset.submit')}</SubmitButton>
          <Link component={RouterLink} to={PATHS.login} sx={{ alignSelf: 'flex-start' }}>
            {translate('auth.reset.back')}
          </Link>
        </Stack>
      </Form>
    </PublicShell>
  );
}
