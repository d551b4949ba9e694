/** The list toolbar: Cancel, Change Trunk and Change Profile of the selected numbers, Export CSV of the filtered numbers. */
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar, useListContext, useNotify } from 'react-admin';
import { NamedButton } from '../../../src/components/NamedButton';
import { exportResource } from '../../../providers/dataProvider';
import CancelNumbersButton from './CancelNumbersButton';
import BulkChangeButton from './bulk/BulkChangeButton';

export default function NumberListActions() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const onExport = () =>
    exportResource('numbers', filterValues).catch(() => notify('common.errors.generic', { type: 'error' }));
  return (
    <TopToolbar>
      <CancelNumbersButton />
      <BulkChangeButton kind="trunk" />
      <BulkChangeButton kind="profile" />
      <NamedButton label="common.actions.exportCsv" onClick={() => void onExport()}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
