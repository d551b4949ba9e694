/** The list toolbar: Cancel, Change Trunk and Change Profile of the selected numbers, Export CSV of the filtered numbers. */
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { useExportCsv } from '@/src/components/useExportCsv';
import CancelNumbersButton from './CancelNumbersButton';
import BulkChangeButton from './bulk/BulkChangeButton';

export default function NumberListActions() {
  const onExport = useExportCsv('numbers');
  return (
    <TopToolbar>
      <CancelNumbersButton />
      <BulkChangeButton kind="trunk" />
      <BulkChangeButton kind="profile" />
      <NamedButton label="common.actions.exportCsv" onClick={onExport}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
