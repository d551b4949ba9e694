/** The documents of one end user, newest first: a table, a card each on a phone, both from the fields' declarations. */
import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { profileDocumentsQuery } from '@/providers/api/profiles';
import { LoadError } from '@/src/components/ServerErrors';
import { FieldTable } from '@/src/console/views/FieldTable';
import { PROFILE_DOCUMENTS } from './documentFields';

export default function DocumentsTable({ profile }: { profile: string }) {
  const translate = useTranslate();
  const { data, isPending, isError, error, refetch } = useQuery(profileDocumentsQuery(profile));
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Typography role="status">{translate('common.loading')}</Typography>;
  if (data.length === 0) return <Typography>{translate('profiles.documents.empty')}</Typography>;
  return (
    <FieldTable definition={PROFILE_DOCUMENTS} records={data} label="profiles.documents.title" cardAction="view" />
  );
}
