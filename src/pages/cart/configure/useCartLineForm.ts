/** State and actions of the cart configuration form: choices, apply-to-all, removal, save and its errors. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import {
  invalidateCart,
  removeBackorder,
  removeCartDid,
  removePstnUpgrade,
  saveCartBackorders,
  saveCartDids,
} from '@/providers/api/cart';
import { ApiError } from '@/providers/http';
import type { CartDidLine, CartLineSave } from '@/providers/types';
import {
  applyToAll,
  clearError,
  mapSaveErrors,
  requiredErrors,
  savePayloads,
  type Choices,
  type LineChoice,
  type LineErrors,
  type LineField,
} from './lineRules';
import { apiMessage } from '@/src/pages/cart/apiMessage';
import { toastOf } from '@/src/config';

const NO_CHOICE: LineChoice = { profile: '', trunk: '', use_case: '' };
const toast = toastOf('cart');

const removeLine = (line: CartDidLine) =>
  line.is_backorder
    ? removeBackorder(line.id)
    : line.is_pstn_upgrade
      ? removePstnUpgrade(line.id)
      : removeCartDid(line.id);

export function useCartLineForm(lines: CartDidLine[]) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Choices>({});
  const [applied, setApplied] = useState<LineChoice>(NO_CHOICE);
  const [errors, setErrors] = useState<LineErrors>({});

  const change = (lineId: number, field: LineField, value: number | '') => {
    setChoices((current) => ({ ...current, [lineId]: { ...current[lineId], [field]: value } }));
    setErrors((current) => clearError(current, lineId, field));
  };

  const applyAll = (field: LineField, value: number | '') => {
    setApplied((current) => ({ ...current, [field]: value }));
    setChoices((current) =>
      applyToAll(
        current,
        lines.map((line) => line.id),
        field,
        value,
      ),
    );
    setErrors((current) => lines.reduce((next, line) => clearError(next, line.id, field), current));
  };

  const removal = useMutation({
    mutationFn: removeLine,
    onSuccess: () => notify('cart.configure.removed', { type: 'success', ...toast }),
    onError: () => notify('common.errors.generic', { type: 'error', ...toast }),
    // Still pending until the cart is read again.
    onSettled: () => invalidateCart(queryClient),
  });
  /** Settles once the cart is read again, whatever the outcome (a refusal is told by its toast). */
  const remove = (line: CartDidLine): Promise<void> =>
    removal.mutateAsync(line).then(
      () => undefined,
      () => undefined,
    );

  /** One save call; its 400 list lands on the lines it sent. Answers whether it went through. */
  const saveBatch = async (sent: CartLineSave[], call: (body: CartLineSave[]) => Promise<unknown>) => {
    if (sent.length === 0) return true;
    try {
      await call(sent);
      return true;
    } catch (error) {
      const mapped = error instanceof ApiError && error.status === 400 ? mapSaveErrors(sent, error.raw) : {};
      if (Object.keys(mapped).length) {
        setErrors((current) => ({ ...current, ...mapped }));
        notify('cart.configure.saveFailed', { type: 'error', ...toast });
      } else {
        notify(apiMessage(error, translate('common.errors.generic')), { type: 'error', ...toast });
      }
      return false;
    }
  };

  /** The lines' numbers, then their backorders; answers whether both went through, once the cart is read again. */
  const save = useMutation({
    mutationFn: async ({ dids, backorders }: ReturnType<typeof savePayloads>) => {
      const didsSaved = await saveBatch(dids, saveCartDids);
      const backordersSaved = didsSaved && (await saveBatch(backorders, saveCartBackorders));
      await invalidateCart(queryClient);
      return didsSaved && backordersSaved;
    },
  });

  const submit = async (next: string) => {
    const missing = requiredErrors(lines, choices, translate('common.validation.required'));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    if (!(await save.mutateAsync(savePayloads(lines, choices)))) return;
    notify('cart.configure.saved', { type: 'success', ...toast });
    navigate(next);
  };

  const pending = removal.isPending || save.isPending;
  return { choices, applied, errors, pending, change, applyAll, remove, submit };
}
