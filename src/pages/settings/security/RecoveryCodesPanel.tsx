/** The recovery codes, shown once (issue 47): copy, download as a text file, the advice to keep them, and Done. */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'ra-core';
import { saveFile } from '@/providers/http';
import { useCurrentUser } from '@/src/layout/useCurrentUser';
import { formatDate } from '@/src/components/dates';
import { toastOf } from '@/src/config';
import { recoveryCodesText } from '@/src/pages/auth/twoFactorRules';

export const RECOVERY_CODES_FILE = 'did-portal-recovery-codes.txt';

interface Props {
  codes: readonly string[];
  /** The message above them: "Two-factor authentication is on." after the set-up. */
  notice?: string;
  onDone: () => void;
}

export default function RecoveryCodesPanel({ codes, notice, onDone }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { me } = useCurrentUser();
  const text = () =>
    recoveryCodesText(
      translate('twoFactor.codes.fileTitle', { login: me?.login ?? '', date: formatDate(new Date().toISOString()) }),
      codes,
    );
  // The toasts say what happened, never the codes.
  const copy = () =>
    navigator.clipboard
      .writeText(codes.join('\n'))
      .then(() => notify('twoFactor.codes.copied', { type: 'info', ...toastOf('account') }))
      .catch(() => notify('twoFactor.setup.copyFailed', { type: 'warning' }));
  const download = () => saveFile(new Blob([text()], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE);

  return (
    <Stack spacing={2}>
      {notice ? <Alert severity="success">{notice}</Alert> : null}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('twoFactor.codes.title')}
      </Typography>
      <Alert severity="warning">{translate('twoFactor.codes.advice')}</Alert>
      <Box
        component="ol"
        // An error report's session replay never carries the codes (src/system/reporting.ts).
        className="sentry-block"
        aria-label={translate('twoFactor.codes.title')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('twoFactor.codes.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {translate('twoFactor.codes.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('twoFactor.codes.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
