/** The coverage toolbar: CSV export of the filtered rows. */
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { useExportCsv } from '@/src/components/useExportCsv';

export function CoverageActions() {
  const onExport = useExportCsv('coverage');
  return (
    <TopToolbar>
      <NamedButton label="common.actions.exportCsv" onClick={onExport}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
