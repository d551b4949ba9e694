/**
 * The snapshot page's "DID groups" (issue 13 item 4; spec part 2 section 7 reports/didGroups/): a capacity customer's
 * groups with their plan, channels and numbers, filtered by country and plan and paged, all in the URL. It loads and
 * fails on its own, below the account snapshot. A table on a desk, cards on a phone.
 */
import { useDeferredValue } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { didGroupsReportQuery } from '@/providers/api/reports';
import { RetryAlert } from '@/src/components/ServerErrors';
import { DidGroupCards } from './DidGroupCards';
import { DidGroupsFilters } from './DidGroupsFilters';
import { PagePagination } from '@/src/components/PagePagination';
import { DidGroupsTable } from './DidGroupsTable';
import { useDidGroupsParams } from './useDidGroupsParams';
import { usePhone } from '@/src/components/usePhone';

const HEADING_ID = 'did-groups-heading';

export function DidGroupsSection() {
  const translate = useTranslate();
  const phone = usePhone();
  const { params, setPage, setPageSize, setFilter } = useDidGroupsParams();
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(didGroupsReportQuery(params));
  // The first answer arrives in a render React may not split (a query's update): the groups follow in a deferred one.
  const waiting = useDeferredValue(isPending);
  const filtered = params.country !== undefined || params.plan !== undefined;
  const Groups = phone ? DidGroupCards : DidGroupsTable;
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 4 }}>
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ mb: 2 }}>
        {translate('reports.didGroups.title')}
      </Typography>
      <DidGroupsFilters params={params} onChange={setFilter} />
      {isError ? (
        <RetryAlert onRetry={() => void refetch()}>{translate('reports.didGroups.loadFailed')}</RetryAlert>
      ) : isPending || waiting ? (
        <Box aria-busy="true" aria-label={translate('reports.didGroups.loading')} role="status">
          <Groups groups={undefined} />
        </Box>
      ) : data.results.length === 0 ? (
        <Alert severity="info">
          {translate(filtered ? 'reports.didGroups.emptyFiltered' : 'reports.didGroups.empty')}
        </Alert>
      ) : (
        <Box aria-busy={isPlaceholderData} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <Groups groups={data.results} />
          <PagePagination
            count={data.count}
            page={params.page}
            pageSize={params.pageSize}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </Box>
      )}
    </Box>
  );
}
