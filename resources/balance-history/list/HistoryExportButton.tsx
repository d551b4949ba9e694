/** "Export CSV" of the balance history: the rows of the current "Show calls" choice, as a file named with the date. */
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar, useListContext } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { useExportCsv } from '@/src/components/useExportCsv';

export function HistoryExportButton() {
  const { total } = useListContext();
  const onExport = useExportCsv('balance-history');
  return (
    <TopToolbar>
      <NamedButton label="common.actions.exportCsv" onClick={onExport} disabled={!total}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
