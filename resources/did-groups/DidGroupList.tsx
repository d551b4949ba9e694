/** /capacity/did-groups/existing (My DID-Groups, spec section 2 "Capacity"). */
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import type { DidGroup } from '@/providers/types';
import { DidGroupListActions } from './list/DidGroupListActions';
import { EditDidGroupButton } from './list/EditDidGroupButton';
import { useDidGroupFilters } from './list/useDidGroupFilters';
import { DID_GROUP_CARDS } from './list/didGroupCards';
import { DID_GROUP_LIST } from './list/didGroupList';
import { CountryName } from '@/src/components/CountryName';

const countryName = (group: DidGroup) => <CountryName name={group.country?.name} />;
const planName = (group: DidGroup) => group.plan?.name ?? '';

export default function DidGroupList() {
  const translate = useTranslate();
  const filters = useDidGroupFilters();
  return (
    <PortalList
      {...DID_GROUP_LIST}
      title={translate('capacity.didGroups.title')}
      resource="did-groups"
      actions={<DidGroupListActions />}
      filters={filters}
      cards={DID_GROUP_CARDS}
    >
      <DataTable<DidGroup> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <DataTable.Col source="name" label="capacity.didGroups.columns.name" disableSort />
        <DataTable.Col label="capacity.didGroups.columns.country" render={countryName} disableSort />
        <DataTable.Col label="capacity.didGroups.columns.plan" render={planName} disableSort />
        <DataTable.NumberCol source="channel_amount" label="capacity.didGroups.columns.sharedChannels" disableSort />
        <DataTable.Col label={false} disableSort align="right">
          <EditDidGroupButton />
        </DataTable.Col>
      </DataTable>
    </PortalList>
  );
}
