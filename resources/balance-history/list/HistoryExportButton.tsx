/** "Export CSV" of the balance history: the rows of the current "Show calls" choice, as a file named with the date. */
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import { downloadCsv } from '../../../providers/http';
import { BALANCE_HISTORY_SHOW } from '../../../providers/types';

export const HISTORY_EXPORT = 'customer/balance/history/export';

export function HistoryExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const [pending, setPending] = useState(false);
  const onExport = async () => {
    setPending(true);
    try {
      await downloadCsv(HISTORY_EXPORT, { show: filterValues.showCalls ?? BALANCE_HISTORY_SHOW.withoutCalls }, 'balance-history');
    } catch {
      notify('common.errors.generic', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <TopToolbar>
      <Button label={translate('billing.history.export')} onClick={() => void onExport()} disabled={pending || !total}>
        <DownloadIcon />
      </Button>
    </TopToolbar>
  );
}
