/**
 * Export CSV of the list's collection under its current filters (the API's export: `api.export`), off while the list
 * has no rows: the generated toolbar's, and a replaced toolbar's (My numbers').
 */
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { useExportCsv } from '@/src/components/useExportCsv';

export function ExportCsvButton() {
  const { total, resource } = useListContext();
  const onExport = useExportCsv(resource);
  return (
    <NamedButton label="common.actions.exportCsv" onClick={onExport} disabled={!total}>
      <DownloadIcon />
    </NamedButton>
  );
}
