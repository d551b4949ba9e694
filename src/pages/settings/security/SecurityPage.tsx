/**
 * /settings/security (issue 47; ours, a sandbox extension): two-factor sign-in off or on. Turning it on shows the QR
 * code and the key, asks for a code, then shows the recovery codes once; turning it off asks for the password and a
 * code; new recovery codes ask for the password. Support acting for the customer sees the status only.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { makeRecoveryCodes, setUpTwoFactor, turnOffTwoFactor, twoFactorStatusQuery } from '@/providers/api/twoFactor';
import { ApiError, firstMessage } from '@/providers/http';
import type { TwoFactorSetup, TwoFactorStatus } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import { formatDate } from '@/src/components/dates';
import { toastOf } from '@/src/config';
import { useCurrentUser } from '@/src/layout/useCurrentUser';
import { reportError } from '@/src/system/reporting';
import Section from '@/src/pages/settings/SettingsSection';
import PasswordDialog from './PasswordDialog';
import RecoveryCodesPanel from './RecoveryCodesPanel';
import SetUpPanel from './SetUpPanel';

/** What the section shows: the status, the set-up under way, or recovery codes just made. */
type View =
  { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[]; notice?: string };

export default function SecurityPage() {
  const translate = useTranslate();
  const status = useQuery(twoFactorStatusQuery());
  const [view, setView] = useState<View>({ kind: 'status' });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery().queryKey });

  const content = () => {
    if (status.isPending)
      return <Skeleton variant="rounded" height={160} aria-busy="true" aria-label={translate('common.loading')} />;
    if (status.isError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
    if (view.kind === 'setup')
      return (
        <SetUpPanel
          setup={view.setup}
          onCancel={() => setView({ kind: 'status' })}
          onConfirmed={(codes) => {
            void refresh();
            setView({ kind: 'codes', codes, notice: translate('twoFactor.codes.turnedOn') });
          }}
        />
      );
    if (view.kind === 'codes')
      return <RecoveryCodesPanel codes={view.codes} notice={view.notice} onDone={() => setView({ kind: 'status' })} />;
    return (
      <StatusPanel
        status={status.data}
        onSetUp={(setup) => setView({ kind: 'setup', setup })}
        onCodes={(codes) => {
          void refresh();
          setView({ kind: 'codes', codes });
        }}
        onChanged={() => void refresh()}
      />
    );
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle title={translate('twoFactor.settings.title')} />
      <Section title={translate('twoFactor.settings.heading')}>{content()}</Section>
    </Box>
  );
}

interface StatusProps {
  status: TwoFactorStatus;
  onSetUp: (setup: TwoFactorSetup) => void;
  onCodes: (codes: string[]) => void;
  onChanged: () => void;
}

function StatusPanel({ status, onSetUp, onCodes, onChanged }: StatusProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { me } = useCurrentUser();
  const hijacked = Boolean(me?.is_hijacked);
  const [dialog, setDialog] = useState<'off' | 'codes' | null>(null);
  const setUp = useMutation({
    mutationFn: setUpTwoFactor,
    onSuccess: onSetUp,
    onError: (error) => {
      if (!(error instanceof ApiError && error.status < 500 && error.status > 0))
        reportError(error, { action: 'two-factor-setup' });
    },
  });
  const refusal = setUp.error instanceof ApiError && setUp.error.status >= 400 && setUp.error.status < 500;
  const setUpFailure = setUp.error
    ? ((refusal && setUp.error instanceof ApiError ? firstMessage(setUp.error.data) : undefined) ??
      translate('twoFactor.settings.setupFailed'))
    : null;

  return (
    <Stack spacing={2}>
      <Typography>{translate('twoFactor.settings.intro')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          label={translate(status.enabled ? 'twoFactor.settings.on' : 'twoFactor.settings.off')}
          color={status.enabled ? 'success' : 'default'}
        />
        {status.enabled && status.enabled_at ? (
          <Typography variant="body2">
            {translate('twoFactor.settings.onSince', { date: formatDate(status.enabled_at) })}
          </Typography>
        ) : null}
        {status.enabled ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('twoFactor.settings.codesLeft', { smart_count: status.recovery_codes_left })}
          </Typography>
        ) : null}
      </Stack>
      {hijacked ? <Alert severity="info">{translate('twoFactor.settings.support')}</Alert> : null}
      {setUpFailure ? (
        <Alert severity="error" role="alert">
          {setUpFailure}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {status.enabled ? (
          <>
            <Button variant="outlined" disabled={hijacked} onClick={() => setDialog('codes')}>
              {translate('twoFactor.settings.newCodes')}
            </Button>
            <Button variant="outlined" color="error" disabled={hijacked} onClick={() => setDialog('off')}>
              {translate('twoFactor.settings.turnOff')}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={hijacked || setUp.isPending} onClick={() => setUp.mutate()}>
            {translate('twoFactor.settings.turnOn')}
          </Button>
        )}
      </Stack>
      {dialog === 'off' ? (
        <PasswordDialog
          title={translate('twoFactor.turnOff.title')}
          intro={translate('twoFactor.turnOff.intro')}
          submitLabel={translate('twoFactor.settings.turnOff')}
          withCode
          send={turnOffTwoFactor}
          onDone={() => {
            setDialog(null);
            notify('twoFactor.turnOff.done', { type: 'success', ...toastOf('account') });
            onChanged();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'codes' ? (
        <PasswordDialog
          title={translate('twoFactor.newCodes.title')}
          intro={translate('twoFactor.newCodes.intro')}
          submitLabel={translate('twoFactor.newCodes.submit')}
          send={({ password }) => makeRecoveryCodes(password)}
          onDone={({ recovery_codes }) => {
            setDialog(null);
            onCodes(recovery_codes);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
