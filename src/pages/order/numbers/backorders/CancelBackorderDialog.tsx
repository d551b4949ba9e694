/** Confirmation before Cancel removes the pending backorder from the cart. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  open: boolean;
  amount: number;
  onClose: () => void;
  onConfirm: () => void;
}

export function CancelBackorderDialog({ open, amount, onClose, onConfirm }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordering.backorder.${key}`, options);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-backorder-title">
      <DialogTitle id="cancel-backorder-title">{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirmCancel', { amount })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('keep')}
        </Button>
        <Button color="error" onClick={onConfirm}>
          {t('remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
