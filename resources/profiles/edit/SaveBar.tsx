/** "Save End user", with the upload's real progress while documents are sent. */
import { Box, Button, LinearProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UploadProgress } from '@/providers/http';
import { disabledKeepingFocus } from '@/src/components/SubmitButton';

interface Props {
  saving: boolean;
  progress?: UploadProgress;
  onSave: () => void;
}

export function SaveBar({ saving, progress, onSave }: Props) {
  const translate = useTranslate();
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
      {progress && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={translate('profileEdit.documents.progress')}
        />
      )}
      <Box>
        <Button variant="contained" onClick={onSave} {...disabledKeepingFocus(saving)}>
          {translate('profileEdit.form.save')}
        </Button>
      </Box>
    </Box>
  );
}
