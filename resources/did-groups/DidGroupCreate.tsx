/** /capacity/did-groups/new (spec sections 2 and 5): country, plan, type and name required; the name unique. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { createDidGroup } from '../../providers/api/capacity';
import { ApiError } from '../../providers/http';
import { PageTitle } from '../../src/components/PageTitle';
import { FormErrorList, generalErrors } from '../../src/components/ServerErrors';
import { SubmitButton } from '../../src/components/SubmitButton';
import { TOAST_SHORT_DURATION_MS } from '../../src/config';
import { GroupNameField } from './create/GroupNameField';
import { SelectField } from './create/SelectField';
import { useGroupNameCheck } from './create/useGroupNameCheck';
import { useNewGroupOptions } from './create/useNewGroupOptions';
import { GROUP_TYPES } from './groupTypes';
import { PATHS, pathWithId } from '../../src/paths';

export default function DidGroupCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [country, setCountry] = useState<number | ''>('');
  const [plan, setPlan] = useState<number | ''>('');
  const [type, setType] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const check = useGroupNameCheck(name);
  const options = useNewGroupOptions(country, type);
  const types = GROUP_TYPES.map((value) => ({ value, name: translate(`capacity.didGroups.types.${value}`) }));
  const required = (value: unknown) =>
    submitted && value === '' ? translate('capacity.didGroups.required') : undefined;
  const serverField = (field: string) => (error instanceof ApiError ? error.field(field) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const chosen = options.allPlans.find((option) => option.value === plan);
    if (country === '' || !chosen || type === '' || !name.trim() || check === 'duplicate') return;
    setPending(true);
    setError(undefined);
    try {
      const { id } = await createDidGroup({
        name: name.trim(),
        plan: { pk: chosen.value, is_pstn: chosen.is_pstn },
        country,
      });
      notify('capacity.didGroups.created', { type: 'success', autoHideDuration: TOAST_SHORT_DURATION_MS });
      navigate(pathWithId(PATHS.didGroups.edit, id));
    } catch (failure) {
      setError(failure);
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 480 }}>
      <PageTitle title={translate('capacity.didGroups.newTitle')} />
      <FormErrorList errors={generalErrors(error)} />
      <Stack spacing={2} sx={{ mb: 2 }}>
        <SelectField
          id="did-group-country"
          label={translate('capacity.didGroups.form.country')}
          value={country}
          options={options.countries}
          onChange={(value) => {
            setCountry(value);
            setPlan('');
          }}
          error={required(country) ?? serverField('country')}
        />
        <SelectField
          id="did-group-type"
          label={translate('capacity.didGroups.form.type')}
          value={type}
          options={types}
          onChange={(value) => {
            setType(value);
            if (options.allPlans.find((option) => option.value === plan)?.plan_type !== value) setPlan('');
          }}
          error={required(type)}
        />
        <SelectField
          id="did-group-plan"
          label={translate('capacity.didGroups.form.plan')}
          value={plan}
          options={options.plans}
          onChange={(value) => {
            setPlan(value);
            // A plan has one type: choosing the plan chooses it.
            const chosen = options.allPlans.find((option) => option.value === value);
            if (chosen) setType(chosen.plan_type);
          }}
          error={required(plan) ?? serverField('plan')}
        />
        <GroupNameField
          value={name}
          onChange={setName}
          check={check}
          submitted={submitted}
          serverError={serverField('name')}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <SubmitButton pending={pending}>{translate('capacity.didGroups.create')}</SubmitButton>
        <Button component={RouterLink} to={PATHS.didGroups.list}>
          {translate('capacity.didGroups.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
