/** The API key (read-only, monospace) with Copy, Generate new key and the Docs link. */
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNotify, useTranslate } from 'ra-core';
import type { AuthToken } from '@/providers/types';
import RegenerateKeyButton from './RegenerateKeyButton';
import { toastOf } from '@/src/config';

export default function ApiTokenPanel({ token }: { token: AuthToken }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);

  const copy = () =>
    navigator.clipboard
      .writeText(token.token)
      .then(() => notify('settings.api.copied', { type: 'info', ...toastOf('account') }))
      .catch(() => notify('settings.api.copyFailed', { type: 'warning' }));

  return (
    <Card variant="outlined">
      <CardContent>
        <TextField
          label={translate('settings.api.token')}
          value={token.token}
          helperText={translate('settings.api.tokenHelp')}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
            },
          }}
        />
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('settings.api.copy')}
          </Button>
          <RegenerateKeyButton onRefused={setRefusal} />
          <Button
            variant="text"
            endIcon={<OpenInNewIcon />}
            disabled={!token.docs_location}
            {...(token.docs_location
              ? { href: token.docs_location, target: '_blank', rel: 'noopener noreferrer' }
              : {})}
          >
            {translate('settings.api.docs')}
          </Button>
        </Stack>
        {token.docs_location ? null : (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {translate('settings.api.noDocs')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
