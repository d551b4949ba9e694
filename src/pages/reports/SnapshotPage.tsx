/**
 * /reports/snapshot (spec part 2 section 2 "Reports"; issue 13 item 2): per country, the active numbers, the
 * cancellations of the next 30 days and the minutes of the last 7, then a computed Total; "Export to CSV" saves the
 * table as shown, total included, as a dated file. A table on a desk, cards on a phone. Below it, once the snapshot has
 * loaded or failed, a capacity customer's DID groups (issue 13 item 4), a section that loads and fails on its own; a
 * metered customer neither sees nor asks for it.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { accountSnapshotQuery } from '@/providers/api/reports';
import { PageTitle } from '@/src/components/PageTitle';
import { useCurrentUser } from '@/src/layout/useCurrentUser';
import { RetryAlert } from '@/src/components/ServerErrors';
import { downloadCsvRows } from '@/src/components/csv';
import { DidGroupsSection } from './didGroups/DidGroupsSection';
import { SnapshotCards } from './SnapshotCards';
import { SnapshotTable } from './SnapshotTable';
import { COUNTRY_COLUMN, FIGURE_COLUMNS } from './snapshotColumns';
import { snapshotCsvRows } from './snapshotTotal';
import { usePhone } from '@/src/components/usePhone';

export default function SnapshotPage() {
  const translate = useTranslate();
  const phone = usePhone();
  const { data: rows, isPending, isError, refetch } = useQuery(accountSnapshotQuery);
  // The answer arrives in a render React may not split (a query's update): the figures follow in a deferred one.
  const waiting = useDeferredValue(isPending);
  const { permissions } = useCurrentUser();
  const onExport = () =>
    rows &&
    downloadCsvRows(
      'account-snapshot',
      snapshotCsvRows(
        rows,
        [COUNTRY_COLUMN, ...FIGURE_COLUMNS].map((key) => translate(key)),
        translate('reports.snapshot.total'),
      ),
    );
  return (
    <Box sx={{ maxWidth: 1000, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle title={translate('reports.snapshot.title')} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={onExport}
          disabled={!rows?.length}
          sx={{ mb: 2 }}
        >
          {translate('reports.snapshot.exportCsv')}
        </Button>
      </Stack>
      {isPending || waiting ? (
        <Box aria-busy="true" aria-label={translate('reports.snapshot.loading')} role="status">
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} height={40} />
          ))}
        </Box>
      ) : isError ? (
        <RetryAlert onRetry={() => void refetch()}>{translate('reports.snapshot.loadFailed')}</RetryAlert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{translate('reports.snapshot.empty')}</Alert>
      ) : phone ? (
        <SnapshotCards rows={rows} />
      ) : (
        <SnapshotTable rows={rows} />
      )}
      {/* Below the snapshot once it has settled: while it loads, nothing under it would be pushed down. */}
      {permissions?.isCapacity && !isPending && !waiting && <DidGroupsSection />}
    </Box>
  );
}
