/**
 * The backorder quantity (numeric, 0 to stock minus pending) and the spec's three buttons: Add and
 * continue (POST add, then the prefix's checkout), Continue (straight to checkout), Cancel (removes
 * the pending backorder after confirmation, back to /order/numbers).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { addBackorder, cancelPrefixBackorder, invalidateCart } from '../../../../../providers/api/cart';
import { ApiError, firstMessage } from '../../../../../providers/http';
import type { BackorderState } from '../../../../../providers/types';
import { TOAST_DURATION_MS } from '../../../../config';
import { SubmitButton } from '../../../../components/SubmitButton';
import { prefixCheckoutPath, type PrefixRef } from '../paths';
import { useBackToSearch } from '../useBackToSearch';
import { backorderCap, quantityError } from './backorderCap';
import { CancelBackorderDialog } from './CancelBackorderDialog';

export function BackorderForm({ prefix, state }: { prefix: PrefixRef; state: BackorderState }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const back = useBackToSearch();
  const cap = backorderCap(state.stock, state.amount);
  const [quantity, setQuantity] = useState('0');
  const [touched, setTouched] = useState(false);
  const [toAdd, setToAdd] = useState(false);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const error = touched ? quantityError(quantity, cap, toAdd) : null;
  const fieldMessage = error ? translate(error.key, error) : serverError;
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordering.backorder.${key}`, options);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setToAdd(true);
    if (quantityError(quantity, cap, true)) return;
    setPending(true);
    try {
      await addBackorder({
        amount: Number(quantity),
        plan: prefix.plan,
        plan_type: prefix.type,
        area: prefix.prefixId,
      });
      navigate(prefixCheckoutPath(prefix));
    } catch (failure) {
      const onField = failure instanceof ApiError ? failure.field('amount') : undefined;
      const message = failure instanceof ApiError ? (firstMessage(failure.data) ?? onField) : undefined;
      setServerError(onField);
      notify(message ?? 'common.errors.generic', { type: 'error', autoHideDuration: TOAST_DURATION_MS });
      setPending(false);
    } finally {
      void invalidateCart(client);
    }
  };

  const cancel = async () => {
    try {
      if (state.id !== null) await cancelPrefixBackorder(prefix.plan, prefix.type, prefix.prefixId);
      navigate(back.to);
    } catch {
      notify('common.errors.generic', { type: 'error', autoHideDuration: TOAST_DURATION_MS });
    } finally {
      setConfirming(false);
      void invalidateCart(client);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('pending', { amount: state.amount })}</Typography>
      <TextField
        label={t('quantity')}
        type="number"
        value={quantity}
        onChange={(event) => {
          setQuantity(event.target.value);
          setTouched(true);
          setToAdd(false);
          setServerError(undefined);
        }}
        slotProps={{ htmlInput: { min: 0, max: cap, step: 1, inputMode: 'numeric' } }}
        error={fieldMessage !== undefined}
        helperText={fieldMessage ?? t('available', { max: cap })}
        sx={{ maxWidth: 240 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <SubmitButton pending={pending}>{t('addAndContinue')}</SubmitButton>
        <Button component={Link} to={prefixCheckoutPath(prefix)} variant="outlined" disabled={pending}>
          {t('continue')}
        </Button>
        <Button
          color="error"
          disabled={pending}
          onClick={() => (state.amount > 0 ? setConfirming(true) : void cancel())}
        >
          {t('cancel')}
        </Button>
      </Box>
      <CancelBackorderDialog
        open={confirming}
        amount={state.amount}
        onClose={() => setConfirming(false)}
        onConfirm={() => void cancel()}
      />
    </Box>
  );
}
