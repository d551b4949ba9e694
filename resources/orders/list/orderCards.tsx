/** An order on a phone: its reference and status, when and what was ordered, for which end users; Details at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import { formatDateTime } from '@/src/components/dates';
import type { OrderListItem } from '@/providers/types';
import { OrderStatusChip } from '@/resources/orders/OrderStatusChip';
import { DetailsLinkCell } from './DetailsLinkCell';

export type OrderRecord = OrderListItem & { id: string };

export const ORDER_CARDS: CardLayout<OrderRecord> = {
  primary: (order) => <Token>{order.reference_number}</Token>,
  tertiary: (order) => <OrderStatusChip status={order.status} />,
  secondary: [
    { label: 'orders.columns.date', render: (order) => <Token>{formatDateTime(order.date_commit)}</Token> },
    {
      label: 'orders.columns.type',
      render: (order, translate) => translate(`orders.types.${order.type}`, { _: order.type }),
    },
    { label: 'orders.columns.profiles', render: (order) => order.profiles.map((profile) => profile.name).join(', ') },
  ],
  action: (order) => <DetailsLinkCell order={order} />,
};
