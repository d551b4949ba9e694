/**
 * A new group's plan: the plans of the chosen country, of the chosen type if there is one. Choosing a plan chooses its
 * type; another type clears a plan of the former one. The form holds the plan as the API takes it, `{ pk, is_pstn }`.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { ValidationError, useInput, useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { groupPlansQuery } from '@/providers/api/capacity';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import type { InputPartProps } from '@/src/console/fields';

interface ChosenPlan {
  pk: number;
  is_pstn: boolean;
}

export default function GroupPlanInput({ source, label, validate }: InputPartProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [country, chosenType] = useWatch({ name: ['country', 'type'] }) as [number | null, unknown];
  // The type select holds its choice's key, the type's number as text.
  const type = chosenType == null || chosenType === '' ? null : Number(chosenType);
  const { id, field, fieldState, formState } = useInput<ChosenPlan | null>({ source, validate });
  useServerErrorFocus(field.name);
  const all = useQuery({ ...groupPlansQuery(country ?? ''), enabled: country != null }).data ?? [];
  const plans = type == null ? all : all.filter((plan) => plan.plan_type === type);
  const chosen = field.value ? all.find((plan) => plan.value === field.value?.pk) : undefined;
  // Another type than the plan's: the plan goes (it is not among the plans offered any more).
  useEffect(() => {
    if (chosen && type != null && chosen.plan_type !== type) setValue(source, null, { shouldValidate: true });
  }, [chosen, type, source, setValue]);
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(label)}
      required
      fullWidth
      value={chosen ? chosen.value : ''}
      onChange={(event) => {
        const plan = all.find((candidate) => candidate.value === Number(event.target.value));
        field.onChange(plan ? { pk: plan.value, is_pstn: plan.is_pstn } : null);
        // A plan has one type: choosing the plan chooses it (and the type's "required" no longer holds).
        if (plan) setValue('type', String(plan.plan_type), { shouldValidate: true, shouldDirty: true });
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ? <ValidationError error={error} /> : undefined}
    >
      {plans.map((plan) => (
        <MenuItem key={plan.value} value={plan.value}>
          {plan.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
