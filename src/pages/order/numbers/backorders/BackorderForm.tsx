/**
 * The backorder quantity (numeric, 0 to stock minus pending) and the spec's three buttons: Add and
 * continue (POST add, then the prefix's checkout), Continue (straight to checkout), Cancel (removes
 * the pending backorder after confirmation, back to /order/numbers).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, TextField, Typography } from '@mui/material';
import { Form, ValidationError, useInput, useNotify, useTranslate } from 'ra-core';
import { addBackorder, cancelPrefixBackorder, invalidateCart } from '@/providers/api/cart';
import { ApiError, firstMessage } from '@/providers/http';
import type { BackorderState } from '@/providers/types';
import { SubmitButton } from '@/src/components/SubmitButton';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { prefixCheckoutPath, type PrefixRef } from '@/src/pages/order/numbers/paths';
import { useBackToSearch } from '@/src/pages/order/numbers/useBackToSearch';
import { backorderCap, quantityError } from './backorderCap';
import { CancelBackorderDialog } from './CancelBackorderDialog';
import { toastOf } from '@/src/config';

const AMOUNT = 'amount';

/** The quantity, checked as it is typed (0 to the cap). */
function QuantityInput({ cap }: { cap: number }) {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput<string>({
    source: AMOUNT,
    validate: (value: unknown) => {
      const error = quantityError(String(value ?? ''), cap);
      return error ? { message: error.key, args: error } : undefined;
    },
  });
  useServerErrorFocus(field.name);
  const shown = fieldState.isDirty || formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate('ordering.backorder.quantity')}
      type="number"
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      slotProps={{ htmlInput: { min: 0, max: cap, step: 1, inputMode: 'numeric' } }}
      error={shown !== undefined}
      helperText={shown ? <ValidationError error={shown} /> : translate('ordering.backorder.available', { max: cap })}
      sx={{ maxWidth: 240 }}
    />
  );
}

export function BackorderForm({ prefix, state }: { prefix: PrefixRef; state: BackorderState }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const back = useBackToSearch();
  const cap = backorderCap(state.stock, state.amount);
  const [confirming, setConfirming] = useState(false);
  const add = useMutation({ mutationFn: addBackorder, onSettled: () => void invalidateCart(client) });
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordering.backorder.${key}`, options);

  const submit = async (values: Record<string, unknown>) => {
    const quantity = String(values[AMOUNT] ?? '');
    const refused = quantityError(quantity, cap);
    if (refused) return { [AMOUNT]: translate(refused.key, refused) };
    // 0 is a valid quantity (spec part 1 section 5): there is nothing to add, so straight to the checkout.
    if (Number(quantity) === 0) {
      navigate(prefixCheckoutPath(prefix));
      return undefined;
    }
    try {
      await add.mutateAsync({
        amount: Number(quantity),
        plan: prefix.plan,
        plan_type: prefix.type,
        area: prefix.prefixId,
      });
      notify('ordering.backorder.added', { type: 'success', ...toastOf('orders') });
      navigate(prefixCheckoutPath(prefix));
      return undefined;
    } catch (failure) {
      const onField = failure instanceof ApiError ? failure.field(AMOUNT) : undefined;
      const message = failure instanceof ApiError ? (firstMessage(failure.data) ?? onField) : undefined;
      notify(message ?? 'common.errors.generic', { type: 'error', ...toastOf('orders') });
      return onField ? { [AMOUNT]: onField } : undefined;
    }
  };

  const remove = useMutation({
    mutationFn: async () => {
      if (state.id !== null) await cancelPrefixBackorder(prefix.plan, prefix.type, prefix.prefixId);
    },
    onSuccess: () => navigate(back.to),
    onError: () => notify('common.errors.generic', { type: 'error', ...toastOf('orders') }),
    onSettled: () => {
      setConfirming(false);
      void invalidateCart(client);
    },
  });
  const cancel = () => remove.mutate();

  const pending = add.isPending;
  return (
    <Form onSubmit={submit} defaultValues={{ [AMOUNT]: '0' }} mode="onChange" noValidate disableInvalidFormNotification>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('pending', { amount: state.amount })}</Typography>
        <QuantityInput cap={cap} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SubmitButton pending={pending}>{t('addAndContinue')}</SubmitButton>
          <Button component={Link} to={prefixCheckoutPath(prefix)} variant="outlined" disabled={pending}>
            {t('continue')}
          </Button>
          <Button color="error" disabled={pending} onClick={() => (state.amount > 0 ? setConfirming(true) : cancel())}>
            {t('cancel')}
          </Button>
        </Box>
        <CancelBackorderDialog
          open={confirming}
          amount={state.amount}
          onClose={() => setConfirming(false)}
          onConfirm={cancel}
        />
      </Box>
    </Form>
  );
}
