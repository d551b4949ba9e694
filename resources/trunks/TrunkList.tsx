/** /capacity/trunks (spec section 2 "Capacity"): the trunk manager. */
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import type { Trunk } from '@/providers/types';
import { TrunkCreatePanel } from './TrunkCreatePanel';
import { EditTrunkButton } from './list/EditTrunkButton';
import { SupportText } from './list/SupportText';
import { TRUNK_CARDS } from './list/trunkCards';

const typeName = (trunk: Trunk) => trunk.type?.name ?? '';

export default function TrunkList() {
  const translate = useTranslate();
  return (
    <PortalList
      title={translate('capacity.trunks.title')}
      actions={false}
      resource="trunks"
      intro={
        <>
          <SupportText />
          <TrunkCreatePanel />
        </>
      }
      cards={TRUNK_CARDS}
    >
      <DataTable<Trunk> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <DataTable.Col source="name" label="capacity.trunks.columns.name" disableSort />
        <DataTable.NumberCol source="channels" label="capacity.trunks.columns.channels" disableSort />
        <DataTable.Col source="prefix" label="capacity.trunks.columns.prefix" disableSort />
        <DataTable.NumberCol source="amount_dids" label="capacity.trunks.columns.amountDids" disableSort />
        <DataTable.Col label="capacity.trunks.columns.type" render={typeName} disableSort />
        <DataTable.Col label="common.list.actions" disableSort align="right">
          <EditTrunkButton />
        </DataTable.Col>
      </DataTable>
    </PortalList>
  );
}
