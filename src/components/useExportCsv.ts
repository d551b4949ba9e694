/** The Export CSV action of a list: the collection's CSV with the list's current filters, through the data provider. */
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { PortalDataProvider } from '@/providers/exportResource';

export function useExportCsv(resource: string): () => void {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { filterValues } = useListContext();
  const notify = useNotify();
  return () =>
    void dataProvider
      .exportCsv(resource, { filter: filterValues })
      .catch(() => notify('common.errors.generic', { type: 'error' }));
}
