/** /api/settings (spec part 2 sections 2, 7 and 8): the API key, its regeneration and the docs link. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Skeleton } from '@mui/material';
import { useTranslate } from 'ra-core';
import { authTokenQuery } from '@/providers/api/queries';
import { ApiError, firstMessage } from '@/providers/http';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import ApiTokenPanel from './ApiTokenPanel';

export default function ApiSettingsPage() {
  const translate = useTranslate();
  const query = useQuery(authTokenQuery);
  const refusal =
    query.error instanceof ApiError && query.error.status === 400 ? firstMessage(query.error.data) : undefined;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle title={translate('settings.api.title')} />
      {query.isPending ? (
        <Box aria-busy="true" aria-label={translate('common.loading')}>
          <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={36} width={260} />
        </Box>
      ) : refusal ? (
        <Alert severity="error">{refusal}</Alert>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ApiTokenPanel token={query.data} />
      )}
    </Box>
  );
}
