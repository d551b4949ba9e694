/**
 * The sign-in's second step (issue 47), in its own chunk: /login loads it only when the password's answer asks for it.
 * A 6-digit code from the app, or a recovery code through a link; "Remember this browser for 30 days". A malformed code
 * is refused on the field without a request; a wrong one shows the server's words there; a step that ended (5 wrong
 * codes, 5 minutes) goes back to the password with the server's reason.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { signInSecondStep } from '@/providers/api/twoFactor';
import { createI18nProvider } from '@/providers/i18nProvider';
import { ApiError } from '@/providers/http';
import publicMessages from '@/src/i18n/enPublic';
import twoFactor from '@/src/i18n/en/twoFactor';
import { loadFrench } from '@/src/i18n/loadFrench';
import { SubmitButton } from '@/src/components/SubmitButton';
import { useRefusalFocus } from '@/src/components/refusalFocus';
import { reportError } from '@/src/system/reporting';
import { StoredLocaleI18nProvider } from '@/src/system/storedLocale';
import { PublicAlert } from './PublicAlert';
import { PublicField } from './PublicField';
import PublicShell from './PublicShell';
import { codeProblem, compactCode, recoveryCodeProblem } from './twoFactorRules';

// The public pages' messages and this step's: its words come with its chunk, not with /login's first load.
const stepI18nProvider = createI18nProvider({ ...publicMessages, twoFactor }, loadFrench);

interface Props {
  challenge: string;
  onSignedIn: (token: string) => void;
  /** Back to the password: `reason` is the server's when the step ended, undefined when the user chose to go back. */
  onRestart: (reason?: string) => void;
}

export default function TwoFactorStep(props: Props) {
  return (
    <StoredLocaleI18nProvider value={stepI18nProvider}>
      <SecondStep {...props} />
    </StoredLocaleI18nProvider>
  );
}

type Mode = 'app' | 'recovery';

function SecondStep({ challenge, onSignedIn, onRestart }: Props) {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('app');
  const [value, setValue] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<{ key: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const step = useMutation({
    mutationFn: signInSecondStep,
    onSuccess: ({ token }) => onSignedIn(token),
    onError: (error) => {
      const ended = error instanceof ApiError && error.status === 400 ? error.field('challenge') : undefined;
      if (ended) onRestart(ended);
      else if (!(error instanceof ApiError && error.status === 400)) reportError(error, { action: 'login-two-factor' });
    },
  });
  const field = mode === 'app' ? 'code' : 'recovery_code';
  const refusal = step.error instanceof ApiError && step.error.status === 400 ? step.error : undefined;
  const fieldMessage = problem ? translate(problem.key) : refusal?.field(field);
  const unexpected = step.error && !refusal ? translate('common.errors.unexpected') : null;
  useRefusalFocus(problem ?? refusal, () => [input.current]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = mode === 'app' ? codeProblem(value) : recoveryCodeProblem(value);
    step.reset();
    if (key) return setProblem({ key });
    setProblem(null);
    const code = mode === 'app' ? { code: compactCode(value) } : { recovery_code: value.trim() };
    step.mutate({ challenge, ...code, remember });
  }

  function switchTo(next: Mode) {
    setMode(next);
    setValue('');
    setProblem(null);
    step.reset();
    input.current?.focus();
  }

  const pending = step.isPending || step.isSuccess;
  return (
    <PublicShell title={translate('twoFactor.login.title')}>
      <Typography sx={{ mb: 2 }}>
        {translate(mode === 'app' ? 'twoFactor.login.intro' : 'twoFactor.login.recoveryIntro')}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <PublicField
          key={mode}
          name={field}
          label={translate(mode === 'app' ? 'twoFactor.fields.code' : 'twoFactor.fields.recoveryCode')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          inputRef={input}
          autoFocus
          required
          autoComplete={mode === 'app' ? 'one-time-code' : 'off'}
          inputMode={mode === 'app' ? 'numeric' : 'text'}
          error={Boolean(fieldMessage)}
          helperText={fieldMessage}
          describedBy={unexpected ? alertId : undefined}
        />
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label={translate('twoFactor.fields.remember')}
        />
        {unexpected ? (
          <PublicAlert id={alertId} severity="error">
            {unexpected}
          </PublicAlert>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={translate('twoFactor.login.verifying')}>
          {translate('twoFactor.login.submit')}
        </SubmitButton>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => switchTo(mode === 'app' ? 'recovery' : 'app')}>
            {translate(mode === 'app' ? 'twoFactor.login.useRecovery' : 'twoFactor.login.useApp')}
          </Button>
          <Button onClick={() => onRestart()}>{translate('twoFactor.login.back')}</Button>
        </Stack>
      </Stack>
    </PublicShell>
  );
}
