/**
 * Change Trunk / Change Profile of the selected numbers: choose the trunk or end user, Apply, then each number is
 * saved in turn (PATCH customer/dids/{did}) with a progress bar and a result per number. Close hands back the
 * numbers that were saved, so only their selection is cleared.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { updateNumber } from '@/providers/api/numbers';
import { SubmitButton } from '@/src/components/SubmitButton';
import { CHANGED_FIELD, NumberChoiceField, type NumberChangeKind } from '@/resources/numbers/list/NumberChoiceField';
import BulkResultList from './BulkResultList';
import { changeErrorMessage } from './changeErrorMessage';
import { useBulkRun } from './useBulkRun';

interface Props {
  kind: NumberChangeKind;
  dids: readonly string[];
  /** The numbers saved, or null when closed before Apply. */
  onClose: (saved: string[] | null) => void;
}

export default function BulkChangeDialog({ kind, dids, onClose }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [value, setValue] = useState('');
  const field = CHANGED_FIELD[kind];
  const task = useCallback((did: string) => updateNumber(did, { [field]: { id: Number(value) } }), [field, value]);
  const describe = useCallback(
    (error: unknown) => changeErrorMessage(error, field, translate('common.errors.generic')),
    [field, translate],
  );
  const { results, stage, run } = useBulkRun(task, describe);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (stage === 'finished') closeRef.current?.focus();
  }, [stage]);

  const close = () => {
    if (stage === 'running') return;
    onClose(stage === 'idle' ? null : results.filter((result) => result.outcome.ok).map((result) => result.item));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void run(dids);
  };
  const titleId = `bulk-change-${kind}-title`;
  // A whole percentage, like the other progress bars: MUI 9 reports the value it is given as aria-valuenow.
  const progress = Math.round((results.length / Math.max(dids.length, 1)) * 100);
  const progressText = translate('numbers.bulk.progress', { done: results.length, total: dids.length });
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: apply } }}
    >
      <DialogTitle id={titleId}>{translate(`numbers.bulk.${kind}Title`, { smart_count: dids.length })}</DialogTitle>
      <DialogContent>
        {stage === 'idle' ? (
          <NumberChoiceField kind={kind} value={value} onChange={setValue} />
        ) : (
          <Box>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={translate('numbers.bulk.progressLabel')}
              aria-valuetext={progressText}
            />
            <Typography variant="body2" sx={{ mt: 1 }} role="status">
              {progressText}
            </Typography>
            <BulkResultList results={results} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {stage === 'idle' ? (
          <>
            <Button onClick={close}>{translate('common.actions.cancel')}</Button>
            <SubmitButton pending={false} disabled={value === ''}>
              {translate('numbers.bulk.apply')}
            </SubmitButton>
          </>
        ) : (
          <Button ref={closeRef} variant="contained" onClick={close} disabled={stage === 'running'}>
            {translate('common.actions.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
