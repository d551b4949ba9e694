/** The list toolbar: Cancel, Change Trunk and Change Profile of the selected numbers, Export CSV of the filtered numbers. */
import { TopToolbar } from 'react-admin';
import { ExportCsvButton } from '@/src/console/views/ExportCsvButton';
import CancelNumbersButton from './CancelNumbersButton';
import BulkChangeButton from './bulk/BulkChangeButton';

export default function NumberListActions() {
  return (
    <TopToolbar>
      <CancelNumbersButton />
      <BulkChangeButton kind="trunk" />
      <BulkChangeButton kind="profile" />
      <ExportCsvButton />
    </TopToolbar>
  );
}
