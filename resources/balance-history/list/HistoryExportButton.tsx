/** "Export CSV" of the balance history: the rows of the current "Show calls" choice, as a file named with the date. */
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar, useListContext, useNotify } from 'react-admin';
import { exportResource } from '../../../providers/dataProvider';
import { BALANCE_HISTORY_SHOW } from '../../../providers/types';
import { NamedButton } from '../../../src/components/NamedButton';

export function HistoryExportButton() {
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const onExport = () =>
    exportResource('balance-history', { showCalls: filterValues.showCalls ?? BALANCE_HISTORY_SHOW.withoutCalls }).catch(() =>
      notify('common.errors.generic', { type: 'error' }),
    );
  return (
    <TopToolbar>
      <NamedButton label="common.actions.exportCsv" onClick={() => void onExport()} disabled={!total}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
