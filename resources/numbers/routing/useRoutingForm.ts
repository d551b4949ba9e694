/**
 * State and save of the routing form: each part (trunk, rows, shadow) has what is saved and what is typed; a
 * successful call moves its part's saved state, so a partly failed save keeps the form as typed and retries only the rest.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import {
  createRoutingNumber,
  createShadowRouting,
  deleteRoutingNumber,
  deleteShadowRouting,
  updateNumber,
  updateRoutingNumber,
  updateShadowRouting,
  numberKey,
} from '@/providers/api/numbers';
import { ApiError } from '@/providers/http';
import { fieldErrors, generalMessages } from '@/src/components/formErrors';
import type { RoutingEntry, ShadowRoutingNumber } from '@/providers/types';
import {
  BLANK_ROW,
  rowChanges,
  sameRow,
  shadowChange,
  toRows,
  type RoutingRow,
  type RowChange,
  type ShadowValue,
} from './routingRows';

export type Errors = Record<string, string | undefined>;
type ShadowOp = ReturnType<typeof shadowChange>;

/**
 * A refused call's messages for its part of the form: the field messages on their fields, anything else (a general
 * message, or the catalogue's "Server-side error occurred." for a failure that says nothing) as `general`, shown above the
 * form: never under a field it is not about.
 */
const messageOf = (error: unknown, fields: readonly string[], translate: (key: string) => string): Errors => {
  const general = generalMessages(error, fields, translate);
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return { ...(refused ? fieldErrors(error, fields) : undefined), general: general.join(' ') || undefined };
};

const TRUNK_FIELDS = ['customer_trunk'] as const;
const ROW_FIELDS = ['nature', 'number_out'] as const;
const SHADOW_FIELDS = ['number'] as const;

interface Initial {
  did: string;
  trunk: number | null;
  entries: RoutingEntry[];
  shadow: ShadowRoutingNumber | null;
}

export function useRoutingForm(initial: Initial) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { did } = initial;
  const [savedTrunk, setSavedTrunk] = useState(initial.trunk == null ? '' : String(initial.trunk));
  const [trunk, setTrunk] = useState(savedTrunk);
  const [savedRows, setSavedRows] = useState(() => toRows(initial.entries));
  const [rows, setRows] = useState(savedRows);
  const [savedShadow, setSavedShadow] = useState<ShadowValue>(initial.shadow ?? { id: null, number: '' });
  const [shadow, setShadow] = useState(savedShadow.number);
  const [errors, setErrors] = useState<Record<string, Errors | undefined>>({});

  const changed =
    trunk !== savedTrunk ||
    rows.some((row, index) => !sameRow(row, savedRows[index])) ||
    shadow.trim() !== savedShadow.number.trim();
  const setRow = (index: number, row: RoutingRow) =>
    setRows((current) => current.map((old, i) => (i === index ? row : old)));
  const setSavedRow = (index: number, row: RoutingRow) =>
    setSavedRows((current) => current.map((old, i) => (i === index ? row : old)));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: numberKey(did) });
  const required = translate('common.validation.required');

  /** The calls of one save; a success moves its part's saved state, a refusal lands in that part's errors. */
  const send = useMutation({
    mutationFn: async ({ changes, shadowOp }: { changes: RowChange[]; shadowOp: ShadowOp }) => {
      const found: Record<string, Errors> = {};
      try {
        if (trunk !== savedTrunk) {
          await updateNumber(did, { customer_trunk: { id: Number(trunk) } }).then(
            () => setSavedTrunk(trunk),
            (error: unknown) => (found.trunk = messageOf(error, TRUNK_FIELDS, translate)),
          );
        }
        for (const change of changes) {
          if (change.kind === 'invalid') continue;
          const call =
            change.kind === 'create' ? createRoutingNumber(did, change.body) : updateRoutingNumber(did, change.body);
          await call.then(
            (entry) => {
              const row = { id: entry.id, nature: String(entry.nature.id), number_out: entry.number_out };
              setRow(change.index, row);
              setSavedRow(change.index, row);
            },
            (error: unknown) => (found[`row${change.index}`] = messageOf(error, ROW_FIELDS, translate)),
          );
        }
        if (shadowOp === 'create' || shadowOp === 'update') {
          const call =
            shadowOp === 'create'
              ? createShadowRouting(did, shadow.trim())
              : updateShadowRouting(did, savedShadow.id!, shadow.trim());
          await call.then(
            (value) => {
              setSavedShadow(value);
              setShadow(value.number);
            },
            (error: unknown) => (found.shadow = messageOf(error, SHADOW_FIELDS, translate)),
          );
        }
      } finally {
        setErrors(found);
        refresh();
      }
      return found;
    },
    onSuccess: (found) => {
      if (Object.keys(found).length === 0) notify('numbers.details.routing.saved', { type: 'success' });
    },
  });

  const save = async () => {
    const found: Record<string, Errors> = {};
    if (trunk === '') found.trunk = { customer_trunk: required };
    const changes = rowChanges(savedRows, rows);
    for (const change of changes) {
      if (change.kind === 'invalid')
        found[`row${change.index}`] = Object.fromEntries(change.missing.map((field) => [field, required]));
    }
    const shadowOp = shadowChange(savedShadow, shadow);
    if (shadowOp === 'required') found.shadow = { number: required };
    if (Object.keys(found).length) return setErrors(found);
    await send.mutateAsync({ changes, shadowOp });
  };

  const removeRow = async (index: number) => {
    const id = savedRows[index].id;
    if (id === null) return setRow(index, { ...BLANK_ROW });
    try {
      await deleteRoutingNumber(did, id);
      setRow(index, { ...BLANK_ROW });
      setSavedRow(index, { ...BLANK_ROW });
      setErrors((current) => ({ ...current, [`row${index}`]: undefined }));
      notify('numbers.details.routing.cleared', { type: 'success' });
    } catch (error) {
      setErrors((current) => ({ ...current, [`row${index}`]: messageOf(error, ROW_FIELDS, translate) }));
    }
  };

  const removeShadow = async () => {
    if (savedShadow.id === null) return setShadow('');
    try {
      await deleteShadowRouting(did, savedShadow.id);
      setSavedShadow({ id: null, number: '' });
      setShadow('');
      notify('numbers.details.routing.cleared', { type: 'success' });
    } catch (error) {
      setErrors((current) => ({ ...current, shadow: messageOf(error, SHADOW_FIELDS, translate) }));
    }
  };

  return {
    trunk,
    setTrunk,
    rows,
    setRow,
    savedRows,
    shadow,
    setShadow,
    savedShadow,
    errors,
    saving: send.isPending,
    changed,
    save,
    removeRow,
    removeShadow,
  };
}
