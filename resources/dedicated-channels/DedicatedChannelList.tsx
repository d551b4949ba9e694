/** /capacity/dedicated-channels (spec section 2 "Capacity"): the numbers with their dedicated channels. */
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import type { ChannelRecord } from './list/MaxChannelsCell';
import { DedicatedChannelActions } from './list/DedicatedChannelActions';
import { MaxChannelsCell } from './list/MaxChannelsCell';
import { useChannelFilters } from './list/useChannelFilters';
import { DEDICATED_CHANNEL_CARDS } from './list/dedicatedChannelCards';
import { NO_WRAP } from '@/src/components/Token';
import { CHANNEL_LIST } from './list/channelList';
import { CountryName } from '@/src/components/CountryName';

export default function DedicatedChannelList() {
  const translate = useTranslate();
  const filters = useChannelFilters();
  return (
    <PortalList
      {...CHANNEL_LIST}
      title={translate('capacity.dedicated.title')}
      resource="dedicated-channels"
      actions={<DedicatedChannelActions />}
      filters={filters}
      cards={DEDICATED_CHANNEL_CARDS}
    >
      <DataTable<ChannelRecord> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <DataTable.Col source="did" label="capacity.dedicated.columns.did" disableSort cellSx={NO_WRAP} />
        <DataTable.Col
          source="country"
          label="capacity.dedicated.columns.country"
          disableSort
          render={(row: ChannelRecord) => <CountryName name={row.country} />}
        />
        <DataTable.Col source="account" label="capacity.dedicated.columns.account" disableSort />
        <DataTable.Col source="plan" label="capacity.dedicated.columns.plan" disableSort />
        <DataTable.NumberCol source="n_channels" label="capacity.dedicated.columns.channels" disableSort />
        <DataTable.Col source="max_n_channels" label="capacity.dedicated.columns.max" disableSort align="right">
          <MaxChannelsCell />
        </DataTable.Col>
      </DataTable>
    </PortalList>
  );
}
