/**
 * "Export CSV" of the call records: customer/reports/pcdrs/export with the list's filters, a dated file. A failed
 * export says so (and why, when two are already running) and leaves the filters as they were.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { PortalDataProvider } from '@/providers/exportResource';
import { ApiError } from '@/providers/http';
import { NamedButton } from '@/src/components/NamedButton';

export default function CdrExportButton() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const onExport = () =>
    void dataProvider.exportCsv('cdrs', { filter: filterValues }).catch((error: unknown) =>
      // The sandbox runs at most two exports of a customer at once (429 beyond).
      notify(
        error instanceof ApiError && error.status === 429 ? 'reports.cdrs.exportBusy' : 'reports.cdrs.exportFailed',
        {
          type: 'error',
        },
      ),
    );
  return (
    <TopToolbar>
      <NamedButton label="common.actions.exportCsv" onClick={onExport} disabled={!total}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
