/** /password/reset (spec part 2 sections 2, 5 and 8): asks for a reset link by e-mail. */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { requestPasswordReset } from '../../../providers/api/session';
import { ApiError, firstMessage } from '../../../providers/http';
import { INVALID_EMAIL, isEmail } from '../../components/emailRule';
import PublicShell from './PublicShell';
import { PublicField } from './PublicField';
import { SubmitButton } from '../../components/SubmitButton';
import { PATHS } from '../../paths';

/** A message is either a translation key (ours) or the server's own text. */
type Message = { key: string } | { text: string };

function serverMessage(error: unknown): Message {
  if (error instanceof ApiError) {
    const text = error.field('email') ?? firstMessage(error.data);
    if (text && error.status < 500) return { text };
    if (error.status >= 500) return { key: 'common.errors.serverSide' };
  }
  return { key: 'common.errors.generic' };
}

export default function PasswordResetPage() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const value = email.trim();
    if (!value) return setError({ key: 'common.validation.required' });
    if (!isEmail(value)) return setError({ key: INVALID_EMAIL });
    setError(null);
    setPending(true);
    try {
      const answer = await requestPasswordReset(value);
      setDone(answer?.detail ?? '');
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setPending(false);
    }
  }

  const helper = error ? ('key' in error ? translate(error.key) : error.text) : undefined;

  return (
    <PublicShell title={translate('auth.reset.title')}>
      <Typography sx={{ mb: 2 }}>{translate('auth.reset.intro')}</Typography>
      {done !== null ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
      ) : null}
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <PublicField
          name="email"
          type="email"
          label={translate('auth.reset.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={helper}
          autoComplete="email"
          required
          autoFocus
        />
        <SubmitButton pending={pending}>{translate('auth.reset.submit')}</SubmitButton>
        <Link component={RouterLink} to={PATHS.login} sx={{ alignSelf: 'flex-start' }}>
          {translate('auth.reset.back')}
        </Link>
      </Stack>
    </PublicShell>
  );
}
