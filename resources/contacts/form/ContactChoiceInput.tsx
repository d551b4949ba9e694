/**
 * A contact's level or type (spec part 2, Contacts): a select of the server's list, a new contact starting with its
 * first entry. A contact carries its level's number and the API takes the level's id: the select holds the id, read
 * from the number once the levels are in (as the form's starting value, so that it does not count as a change).
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { fetchContactLevels, fetchContactTypes } from '@/providers/api/account';
import { ENDPOINTS } from '@/providers/endpoints';
import type { ContactLevel, ContactType } from '@/providers/types';
import { RetryAlert, loadErrorKey } from '@/src/components/ServerErrors';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import type { InputPartProps } from '@/src/console/fields';
import type { ContactRecord } from '@/resources/contacts/contactRecord';

const LISTS = {
  levels: { queryKey: [ENDPOINTS.contacts.levels], queryFn: fetchContactLevels },
  types: { queryKey: [ENDPOINTS.contacts.types], queryFn: fetchContactTypes },
};

type Entry = ContactLevel | ContactType;
const isLevel = (entry: Entry): entry is ContactLevel => 'level' in entry;

interface Props extends InputPartProps {
  of: keyof typeof LISTS;
}

export default function ContactChoiceInput({ source, label, validate, of }: Props) {
  const translate = useTranslate();
  useServerErrorFocus(source);
  const answer = useQuery<Entry[]>(LISTS[of]);
  const record = useRecordContext<ContactRecord>();
  const { resetField } = useFormContext();
  const entries = answer.data;
  const choices = useMemo(
    () =>
      (entries ?? []).map((entry) => ({
        id: entry.id,
        name: isLevel(entry) ? translate('resources.contacts.level', entry) : entry.name,
      })),
    [entries, translate],
  );
  // What the form starts with: a new contact's first entry; a contact's own level by its number (its type is an id).
  const start = !entries?.length
    ? undefined
    : record?.id === undefined
      ? entries[0].id
      : of === 'levels'
        ? entries.find((entry) => isLevel(entry) && entry.level === record.level)?.id
        : undefined;
  useEffect(() => {
    if (start !== undefined) resetField(source, { defaultValue: start });
  }, [start, source, resetField]);
  return (
    <>
      <SelectInput
        source={source}
        label={label}
        choices={choices}
        isPending={answer.isPending}
        validate={validate}
        translateChoice={false}
        fullWidth
        margin="none"
      />
      {answer.error ? (
        <RetryAlert onRetry={() => void answer.refetch()}>{translate(loadErrorKey(answer.error))}</RetryAlert>
      ) : null}
    </>
  );
}
