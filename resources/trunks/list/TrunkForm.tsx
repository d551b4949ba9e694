/** The Create new trunk form (spec section 5): name and type required, prefix optional with an IP-like placeholder. */
import { Box, MenuItem, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, required, useTranslate } from 'ra-core';
import { TRUNK_TYPES, type TrunkBody } from '@/providers/types';
import { FormTextField } from '@/src/components/FormTextField';
import { SubmitButton } from '@/src/components/SubmitButton';
import { FormErrorList } from '@/src/components/ServerErrors';
import { fieldErrors, generalMessages } from '@/src/components/formErrors';

interface Props {
  /** Prefixes the field ids, so that two forms never share one. */
  idPrefix: string;
  submitLabel: string;
  onSubmit: (body: TrunkBody) => Promise<unknown>;
}

const EMPTY: TrunkBody = { name: '', type_id: 0, prefix: '' };
const FIELDS = ['name', 'type_id', 'prefix'] as const;
const isRequired = required('common.validation.required');
/** A name of spaces is no name. */
const requiredName = (value: unknown) => (String(value ?? '').trim() ? undefined : 'common.validation.required');

export function TrunkForm({ idPrefix, submitLabel, onSubmit }: Props) {
  const translate = useTranslate();
  const save = useMutation({ mutationFn: onSubmit });

  const submit = async (values: Record<string, unknown>) => {
    const { name, type_id, prefix } = values as unknown as TrunkBody;
    try {
      await save.mutateAsync({ name: name.trim(), type_id, prefix: prefix.trim() });
      return undefined;
    } catch (failure) {
      return fieldErrors(failure, FIELDS);
    }
  };

  return (
    <Form onSubmit={submit} defaultValues={{ ...EMPTY, type_id: '' }} noValidate disableInvalidFormNotification>
      <Box>
        <FormErrorList errors={save.error ? generalMessages(save.error, FIELDS, translate) : []} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <FormTextField
            source="name"
            id={`${idPrefix}-name`}
            validate={requiredName}
            label={translate('capacity.trunks.form.name')}
            required
          />
          <FormTextField
            source="type_id"
            id={`${idPrefix}-type`}
            validate={isRequired}
            parse={Number}
            select
            label={translate('capacity.trunks.form.type')}
            required
            sx={{ minWidth: 160 }}
          >
            <MenuItem value={TRUNK_TYPES.inbound}>{translate('capacity.trunks.types.inbound')}</MenuItem>
            <MenuItem value={TRUNK_TYPES.outbound}>{translate('capacity.trunks.types.outbound')}</MenuItem>
          </FormTextField>
          <FormTextField
            source="prefix"
            id={`${idPrefix}-prefix`}
            label={translate('capacity.trunks.form.prefix')}
            placeholder={translate('capacity.trunks.form.prefixPlaceholder')}
          />
        </Stack>
        <SubmitButton pending={save.isPending}>{submitLabel}</SubmitButton>
      </Box>
    </Form>
  );
}
