/** The coverage toolbar: CSV export of the filtered rows. */
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar, useListContext, useNotify } from 'react-admin';
import { NamedButton } from '../../src/components/NamedButton';
import { exportResource } from '../../providers/dataProvider';

export function CoverageActions() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const onExport = () => exportResource('coverage', filterValues).catch(() => notify('common.errors.generic', { type: 'error' }));
  return (
    <TopToolbar>
      <NamedButton label="common.actions.exportCsv" onClick={() => void onExport()}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
