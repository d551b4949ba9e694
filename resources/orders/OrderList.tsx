/** /order/open, /order/history, /order/incomplete (spec "Orders"): the filtered, paginated orders of one kind. */
import { DataTable, useResourceContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { formatDateTime } from '@/src/components/dates';
import { orderDetailsPath, orderKindOf } from './orderKinds';
import { useOrderFilters } from './list/useOrderFilters';
import { OrderStatusChip } from './OrderStatusChip';
import { DocumentsCell } from './list/DocumentsCell';
import { DetailsLinkCell } from './list/DetailsLinkCell';
import { IncompleteOrdersActions } from './list/IncompleteOrdersActions';
import { CheckoutNotice } from './list/CheckoutNotice';
import { ORDER_CARDS, type OrderRecord } from './list/orderCards';
import { NO_WRAP } from '@/src/components/Token';
import { ORDER_LIST } from './list/orderList';

/** A column whose render gets the typed row. */
const Col = DataTable.Col<OrderRecord>;

export default function OrderList() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const kind = orderKindOf(resource);
  const filters = useOrderFilters(kind);
  return (
    <PortalList
      {...ORDER_LIST}
      title={translate(`orders.titles.${kind}`)}
      resource={resource}
      filters={filters}
      actions={kind === 'incomplete' ? <IncompleteOrdersActions /> : false}
      intro={kind === 'incomplete' ? <CheckoutNotice /> : null}
      cards={ORDER_CARDS}
    >
      <DataTable<OrderRecord>
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => orderDetailsPath(record.uuid, record.status.id)}
      >
        <Col source="reference_number" label="orders.columns.reference" disableSort cellSx={NO_WRAP} />
        <Col
          label="orders.columns.type"
          disableSort
          render={(record) => translate(`orders.types.${record.type}`, { _: record.type })}
        />
        <Col
          label="orders.columns.profiles"
          disableSort
          render={(record) => record.profiles.map((profile) => profile.name).join(', ')}
        />
        <Col
          label="orders.columns.date"
          disableSort
          render={(record) => formatDateTime(record.date_commit)}
          cellSx={NO_WRAP}
        />
        <DataTable.NumberCol source="count_did" label="orders.columns.dids" disableSort />
        <DataTable.NumberCol source="count_channel" label="orders.columns.channels" disableSort />
        <DataTable.NumberCol source="count_bo" label="orders.columns.backorders" disableSort />
        <Col
          label="orders.columns.status"
          disableSort
          render={(record) => <OrderStatusChip status={record.status} />}
        />
        <Col label="orders.columns.documents" disableSort render={(record) => <DocumentsCell order={record} />} />
        <Col label="orders.columns.actions" disableSort render={(record) => <DetailsLinkCell order={record} />} />
      </DataTable>
    </PortalList>
  );
}
