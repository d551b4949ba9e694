/**
 * /login (spec part 1 sections 2, 5 and 8): login and password, a server refusal in a danger alert. After a failure the
 * Login field takes the focus (issue 36), the alert its description; wrong credentials (400) mark both fields invalid.
 * An account with two-factor sign-in (issue 47) is then asked for a code: that step is its own chunk, loaded when the
 * answer asks for it, and the page's URL (its way back) stays the same through both steps.
 */
import { lazy, startTransition, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import { PublicAlert } from './PublicAlert';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { login } from '@/providers/api/session';
import { ApiError, fieldErrors, setToken } from '@/providers/http';
import { safeRedirect } from '@/src/system/loginReturn';
import { reportError } from '@/src/system/reporting';
import { useForgetSession } from '@/src/system/forgetSession';
import { isOtherSite } from '@/src/system/safeLocation';
import { assignLocation } from '@/src/components/browser';
import PublicShell from './PublicShell';
import { PublicField } from './PublicField';
import { SubmitButton } from '@/src/components/SubmitButton';
import { useRefusalFocus } from '@/src/components/refusalFocus';
import { PATHS } from '@/src/paths';

const TwoFactorStep = lazy(() => import('./TwoFactorStep'));

type Field = 'login' | 'password';
type Values = Record<Field, string>;

/**
 * The refusal's message: the first of `non_field_errors`, else the first field message. 400: wrong credentials;
 * 429: too many failed sign-ins (the message says when to try again).
 */
function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 429)) return undefined;
  const general = error.data?.non_field_errors;
  if (Array.isArray(general) && general[0]) return general[0];
  return Object.values(fieldErrors(error.data))[0];
}

export default function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const [searchParams] = useSearchParams();
  // e.g. "Password has been changed." after a password change ended the session.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [values, setValues] = useState<Values>({ login: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  // Why the second step sent the user back here (5 wrong codes, 5 minutes): the server's words.
  const [stepEnded, setStepEnded] = useState<string | null>(null);
  const signedIn = (token: string) => {
    // Whatever an earlier session left (an expired one never signed out) is not this one's.
    forgetSession();
    setToken(token);
    const target = safeRedirect(searchParams.get('redirect'));
    if (isOtherSite(target)) assignLocation(target);
    else navigate(target, { replace: true });
  };
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      // In a transition: the form stays (its button pending) while the second step's chunk arrives.
      if ('challenge' in answer) startTransition(() => setChallenge(answer.challenge));
      else signedIn(answer.token);
    },
    // The alert shows the refusal, else "unexpected": that one is reported (also a failure after the answer).
    onError: (error) => {
      if (!refusalMessage(error)) reportError(error, { action: 'login' });
    },
  });
  // Signed in, the page leaves (maybe for another site): the button stays off meanwhile.
  const pending = signIn.isPending || signIn.isSuccess;
  const alert = signIn.error ? (refusalMessage(signIn.error) ?? translate('common.errors.unexpected')) : stepEnded;
  const wrongCredentials = signIn.error instanceof ApiError && signIn.error.status === 400;
  const alertId = useId();
  const loginInput = useRef<HTMLInputElement>(null);
  useRefusalFocus(signIn.error, () => [loginInput.current]);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (event.target.value) setMissing((current) => ({ ...current, [field]: false }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = { login: !values.login, password: !values.password };
    setMissing(empty);
    if (empty.login || empty.password) return;
    setStepEnded(null);
    signIn.mutate(values);
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(reason) => {
          setChallenge(null);
          setValues((current) => ({ ...current, password: '' }));
          setStepEnded(reason ?? null);
          signIn.reset();
        }}
      />
    );
  }

  const fieldProps = (field: Field) => ({
    name: field,
    label: translate(`auth.login.${field}`),
    value: values[field],
    onChange: change(field),
    error: Boolean(missing[field]) || wrongCredentials,
    helperText: missing[field] ? translate('common.validation.required') : undefined,
    describedBy: alert ? alertId : undefined,
    required: true,
  });

  return (
    <PublicShell title={translate('auth.login.title')}>
      {typeof notice === 'string' && !alert ? (
        <PublicAlert severity="success" sx={{ mb: 2 }}>
          {notice}
        </PublicAlert>
      ) : null}
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {/* Back from the second step, the login is kept: the password takes the focus. */}
        <PublicField {...fieldProps('login')} inputRef={loginInput} autoComplete="username" autoFocus={!values.login} />
        <PublicField
          {...fieldProps('password')}
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(values.login)}
        />
        {alert ? (
          <PublicAlert id={alertId} severity="error">
            {alert}
          </PublicAlert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <SubmitButton pending={pending} pendingLabel={translate('auth.login.signingIn')}>
            {translate('auth.login.submit')}
          </SubmitButton>
          <Button component={RouterLink} to={PATHS.passwordReset}>
            {translate('auth.login.forgot')}
          </Button>
        </Stack>
      </Stack>
    </PublicShell>
  );
}
