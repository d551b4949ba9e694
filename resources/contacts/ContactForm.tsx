/**
 * The form of ContactCreate and ContactEdit: level (L{level}), contact type, name, phones, email
 * and mail subscriptions. Rendered once the lookups have answered, so that a new contact starts
 * with the first level and the first contact type.
 */
import { useMemo } from 'react';
import { Skeleton, Stack } from '@mui/material';
import { SelectInput, SimpleForm, TextInput, required, useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LoadError } from '@/src/components/ServerErrors';
import { validEmail } from '@/src/components/emailRule';
import type { ContactRecord } from './contactRecord';
import ContactFormToolbar from './ContactFormToolbar';
import MailSubscriptionInput from './MailSubscriptionInput';
import { useContactLookups } from './useContactLookups';

const isRequired = required('common.validation.required');
const emailRules = [isRequired, validEmail];

export default function ContactForm({ isNew = false }: { isNew?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<ContactRecord>();
  const { isPending, error, retry, levels, types, subscriptions } = useContactLookups();

  const levelChoices = useMemo(
    () =>
      levels.map((level) => ({ id: level.id, name: translate('resources.contacts.level', { level: level.level }) })),
    [levels, translate],
  );
  // A contact carries its level number; the API takes the level's id.
  const formRecord = useMemo(
    () =>
      record
        ? { ...record, level: levels.find((level) => level.level === record.level)?.id ?? record.level }
        : undefined,
    [record, levels],
  );
  const defaults = useMemo(
    () => (isNew ? { level: levels[0]?.id, contactType: types[0]?.id, mailSubscription: [] } : undefined),
    [isNew, levels, types],
  );

  if (isPending) {
    return (
      <Stack spacing={2} sx={{ p: 2 }} aria-busy="true" aria-label={translate('common.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (error) return <LoadError error={error} onRetry={retry} />;

  return (
    <SimpleForm
      record={formRecord}
      defaultValues={defaults}
      toolbar={<ContactFormToolbar alwaysEnable={isNew} />}
      sx={{ maxWidth: 560 }}
    >
      <SelectInput source="level" choices={levelChoices} validate={isRequired} translateChoice={false} fullWidth />
      <SelectInput source="contactType" choices={types} validate={isRequired} translateChoice={false} fullWidth />
      <TextInput source="name" fullWidth />
      <TextInput source="mobilePhone" type="tel" fullWidth />
      <TextInput source="fixedPhone" type="tel" fullWidth />
      <TextInput source="email" type="email" validate={emailRules} fullWidth />
      <MailSubscriptionInput source="mailSubscription" choices={subscriptions} />
    </SimpleForm>
  );
}
