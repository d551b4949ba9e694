/** The trunk form (spec section 5): name and type required, prefix optional with an IP-like placeholder. */
import { useState, type FormEvent } from 'react';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ApiError } from '../../providers/http';
import { TRUNK_TYPES, type TrunkBody } from '../../providers/types';
import { SubmitButton } from '../../src/components/SubmitButton';
import { FormErrorList, generalErrors } from '../../src/components/ServerErrors';

interface Props {
  /** Prefixes the field ids, so that two forms never share one. */
  idPrefix: string;
  initial?: TrunkBody;
  submitLabel: string;
  onSubmit: (body: TrunkBody) => Promise<unknown>;
}

const EMPTY: TrunkBody = { name: '', type_id: 0, prefix: '' };

export function TrunkForm({ idPrefix, initial = EMPTY, submitLabel, onSubmit }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState<TrunkBody>(initial);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<unknown>();
  const [pending, setPending] = useState(false);
  const required = translate('capacity.trunks.required');
  const serverField = (name: string) => (error instanceof ApiError ? error.field(name) : undefined);
  const nameError = touched && !values.name.trim() ? required : serverField('name');
  const typeError = touched && !values.type_id ? required : serverField('type_id');
  const prefixError = serverField('prefix');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.name.trim() || !values.type_id) return;
    setPending(true);
    setError(undefined);
    try {
      await onSubmit({ ...values, name: values.name.trim(), prefix: values.prefix.trim() });
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorList errors={generalErrors(error)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          id={`${idPrefix}-name`}
          label={translate('capacity.trunks.form.name')}
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={Boolean(nameError)}
          helperText={nameError}
        />
        <TextField
          id={`${idPrefix}-type`}
          select
          label={translate('capacity.trunks.form.type')}
          required
          value={values.type_id || ''}
          onChange={(event) => setValues({ ...values, type_id: Number(event.target.value) })}
          error={Boolean(typeError)}
          helperText={typeError}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={TRUNK_TYPES.inbound}>{translate('capacity.trunks.types.inbound')}</MenuItem>
          <MenuItem value={TRUNK_TYPES.outbound}>{translate('capacity.trunks.types.outbound')}</MenuItem>
        </TextField>
        <TextField
          id={`${idPrefix}-prefix`}
          label={translate('capacity.trunks.form.prefix')}
          placeholder={translate('capacity.trunks.form.prefixPlaceholder')}
          value={values.prefix}
          onChange={(event) => setValues({ ...values, prefix: event.target.value })}
          error={Boolean(prefixError)}
          helperText={prefixError}
        />
      </Stack>
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </Box>
  );
}
