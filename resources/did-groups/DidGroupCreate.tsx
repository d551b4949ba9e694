/**
 * /capacity/did-groups/new (spec sections 2 and 5): country, plan, type and name required; the name unique.
 * Still hand-written (issue 45): the plans offered follow the chosen country and type, choosing a plan chooses its
 * type, the body carries the chosen plan's `is_pstn`, and a new group opens in its editor; the generated create form
 * has neither dependent choices nor a redirect to a hand-written route.
 */
import { useRef } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { createDidGroup, groupPlansQuery } from '@/providers/api/capacity';
import { PageTitle } from '@/src/components/PageTitle';
import { FormErrorList } from '@/src/components/ServerErrors';
import { SubmitButton } from '@/src/components/SubmitButton';
import { DUPLICATE, GroupNameField, NAME } from './create/GroupNameField';
import { SelectField } from './create/SelectField';
import { fieldErrors, generalMessages } from '@/src/components/formErrors';
import type { NameCheck } from './create/useGroupNameCheck';
import { useNewGroupOptions } from './create/useNewGroupOptions';
import { GROUP_TYPES } from './groupTypes';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';
import { toastOf } from '@/src/config';

interface Values {
  country: number | '';
  type: number | '';
  plan: number | '';
  name: string;
}

const EMPTY: Values = { country: '', type: '', plan: '', name: '' };
/** The fields a refusal of the API can name. */
const SERVER_FIELDS = ['country', 'plan', NAME];
/** Country, type and plan: the plans offered follow the country and type; choosing a plan chooses its type. */
function GroupChoices() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<Values>();
  const [country, type] = useWatch<Values, ['country', 'type']>({ name: ['country', 'type'] });
  const options = useNewGroupOptions(country ?? '', type ?? '');
  const planOf = (value: number | '') => options.allPlans.find((option) => option.value === value);
  const types = GROUP_TYPES.map((value) => ({ value, name: translate(`capacity.didGroups.types.${value}`) }));
  return (
    <>
      <SelectField
        source="country"
        label="capacity.didGroups.form.country"
        options={options.countries}
        onChange={() => setValue('plan', '')}
      />
      <SelectField
        source="type"
        label="capacity.didGroups.form.type"
        options={types}
        onChange={(value) => {
          if (planOf(getValues('plan'))?.plan_type !== value) setValue('plan', '');
        }}
      />
      <SelectField
        source="plan"
        label="capacity.didGroups.form.plan"
        options={options.plans}
        onChange={(value) => {
          // A plan has one type: choosing the plan chooses it (and the type's "required" no longer holds).
          const chosen = planOf(value);
          if (chosen) setValue('type', chosen.plan_type, { shouldValidate: true, shouldDirty: true });
        }}
      />
    </>
  );
}

export default function DidGroupCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameCheck = useRef<NameCheck>('empty');
  const create = useMutation({ mutationFn: createDidGroup });

  const submit = async (values: Record<string, unknown>) => {
    const { country, plan, name } = values as unknown as Values;
    if (nameCheck.current === 'duplicate') return { [NAME]: translate(DUPLICATE) };
    if (country === '') return undefined;
    // The chosen plan's is_pstn goes with it: the plans were read for the plan select.
    const plans = queryClient.getQueryData(groupPlansQuery(country).queryKey) ?? [];
    const chosen = plans.find((option) => option.value === plan);
    if (!chosen) return undefined;
    try {
      const { id } = await create.mutateAsync({
        name: name.trim(),
        plan: { pk: chosen.value, is_pstn: chosen.is_pstn },
        country,
      });
      notify('capacity.didGroups.created', { type: 'success', ...toastOf('didGroups') });
      navigate(pathWithId(PATHS.didGroups.edit, id));
      return undefined;
    } catch (error) {
      return fieldErrors(error, SERVER_FIELDS);
    }
  };

  return (
    <Form onSubmit={submit} defaultValues={EMPTY} noValidate disableInvalidFormNotification>
      <Box sx={{ maxWidth: 480 }}>
        <PageTitle title={translate('capacity.didGroups.newTitle')} />
        <FormErrorList errors={create.error ? generalMessages(create.error, SERVER_FIELDS, translate) : []} />
        <Stack spacing={2} sx={{ mb: 2 }}>
          <GroupChoices />
          <GroupNameField checkRef={nameCheck} />
        </Stack>
        <Stack direction="row" spacing={2}>
          <SubmitButton pending={create.isPending}>{translate('capacity.didGroups.create')}</SubmitButton>
          <Button component={RouterLink} to={PATHS.didGroups.list}>
            {translate('capacity.didGroups.cancel')}
          </Button>
        </Stack>
      </Box>
    </Form>
  );
}
