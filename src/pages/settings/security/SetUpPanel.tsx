/**
 * Turning two-factor on (issue 47): the QR code and the same key as text, then a code from the app to confirm. Until
 * the code is accepted two-factor stays off; a failure says so and keeps what was typed.
 */
import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Form, useNotify, useTranslate } from 'ra-core';
import { confirmTwoFactor } from '@/providers/api/twoFactor';
import { ApiError } from '@/providers/http';
import type { TwoFactorSetup } from '@/providers/types';
import { FormErrorList } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import { fieldErrors, generalMessages } from '@/src/components/formErrors';
import { toastOf } from '@/src/config';
import { compactCode, groupedSecret } from '@/src/pages/auth/twoFactorRules';
import { CodeInput } from './CodeInput';

const QrImage = lazy(() => import('./QrImage'));

interface Props {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}

export default function SetUpPanel({ setup, onCancel, onConfirmed }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useMutation({ mutationFn: confirmTwoFactor });
  const [failure, setFailure] = useState<string[]>([]);

  const copyKey = () =>
    navigator.clipboard
      .writeText(setup.secret)
      .then(() => notify('twoFactor.setup.keyCopied', { type: 'info', ...toastOf('account') }))
      .catch(() => notify('twoFactor.setup.copyFailed', { type: 'warning' }));

  const submit = async (values: Record<string, unknown>) => {
    setFailure([]);
    try {
      const { recovery_codes } = await confirm.mutateAsync(compactCode(String(values.code ?? '')));
      onConfirmed(recovery_codes);
      return undefined;
    } catch (error) {
      const onField = fieldErrors(error, ['code']);
      if (onField) return onField;
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setFailure(
        refused ? generalMessages(error, ['code'], translate) : [translate('twoFactor.settings.confirmFailed')],
      );
      return undefined;
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{translate('twoFactor.setup.scan')}</Typography>
      {/* sentry-block: an error report's session replay never carries the secret, whatever its masking options. */}
      <Stack
        className="sentry-block"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Suspense fallback={<Skeleton variant="rectangular" width={184} height={184} />}>
          <QrImage uri={setup.otpauth_uri} alt={translate('twoFactor.setup.qrAlt')} />
        </Suspense>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('twoFactor.setup.manual')}
          </Typography>
          <Typography
            data-testid="two-factor-secret"
            sx={{
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: '1.05rem',
              my: 1,
              wordBreak: 'break-word',
            }}
          >
            {groupedSecret(setup.secret)}
          </Typography>
          <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copyKey()}>
            {translate('twoFactor.setup.copyKey')}
          </Button>
        </Box>
      </Stack>
      <Typography>{translate('twoFactor.setup.enterCode')}</Typography>
      <FormErrorList errors={failure} />
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <Box sx={{ maxWidth: 320 }}>
          <CodeInput />
        </Box>
        <Stack direction="row" spacing={1}>
          <SubmitButton pending={confirm.isPending} pendingLabel={translate('twoFactor.setup.confirming')}>
            {translate('twoFactor.setup.confirm')}
          </SubmitButton>
          <Button onClick={onCancel}>{translate('common.actions.cancel')}</Button>
        </Stack>
      </Form>
    </Stack>
  );
}
