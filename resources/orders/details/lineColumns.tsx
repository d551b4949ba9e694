/** The columns of the order's DID lines and channel lines. */
import { useTranslate } from 'ra-core';
import type { OrderChannelLine, OrderDidLine } from '@/providers/types';
import type { DetailColumn } from './PagedTable';
import { Token } from '@/src/components/Token';
import { CountryName } from '@/src/components/CountryName';

/** In place of the number of a backorder line (no number yet). */
function BackorderLabel() {
  const translate = useTranslate();
  return <em>{translate('orders.show.backorder')}</em>;
}

export const DID_COLUMNS: DetailColumn<OrderDidLine>[] = [
  { label: 'orders.show.columns.did', render: (row) => (row.is_backorder || !row.did ? <BackorderLabel /> : row.did) },
  { label: 'orders.show.columns.country', render: (row) => <CountryName name={row.country} /> },
  { label: 'orders.show.columns.area', render: (row) => row.area },
  { label: 'orders.show.columns.plan', render: (row) => row.plan },
  { label: 'orders.show.columns.amount', render: (row) => row.amount, align: 'right' },
  { label: 'orders.show.columns.nrc', render: (row, format) => <Token>{format.money(row.nrc)}</Token>, align: 'right' },
  { label: 'orders.show.columns.mrc', render: (row, format) => <Token>{format.money(row.mrc)}</Token>, align: 'right' },
];

export const CHANNEL_COLUMNS: DetailColumn<OrderChannelLine>[] = [
  { label: 'orders.show.columns.name', render: (row) => row.name },
  { label: 'orders.show.columns.amount', render: (row) => row.amount, align: 'right' },
  { label: 'orders.show.columns.nrc', render: (row, format) => <Token>{format.money(row.nrc)}</Token>, align: 'right' },
  { label: 'orders.show.columns.mrc', render: (row, format) => <Token>{format.money(row.mrc)}</Token>, align: 'right' },
];
