/** The DID groups with their shared channels: a table, cards on a phone. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SharedChannelCartRow } from '@/providers/types';
import { sharedToBuy, sharedToCancel } from './channelRules';
import { SharedChannelRowActions } from './SharedChannelRowActions';
import type { ChannelMode } from './channelMode';
import { useFormat, type Formats } from '@/src/console/format';
import { Token } from '@/src/components/Token';
import { CardList } from '@/src/console/list/ListCards';
import { sharedChannelCards } from './sharedChannelCards';
import { usePhone } from '@/src/components/usePhone';
import { CountryName } from '@/src/components/CountryName';

interface Column {
  key: string;
  render: (row: SharedChannelCartRow, format: Formats) => ReactNode;
  numeric?: boolean;
}

const COMMON: Column[] = [
  { key: 'name', render: (row) => row.name },
  { key: 'country', render: (row) => <CountryName name={row.country} /> },
  { key: 'plan', render: (row) => row.plan },
  { key: 'channels', render: (row) => row.channel_amount, numeric: true },
  { key: 'max', render: (row) => row.max_channel_amount, numeric: true },
];
const ORDER: Column[] = [
  ...COMMON,
  { key: 'inCart', render: sharedToBuy, numeric: true },
  { key: 'nrc', render: (row, format) => <Token>{format.money(row.nrc)}</Token>, numeric: true },
  { key: 'mrc', render: (row, format) => <Token>{format.money(row.mrc)}</Token>, numeric: true },
];
const CANCEL: Column[] = [...COMMON, { key: 'toCancel', render: sharedToCancel, numeric: true }];

interface Props {
  rows: SharedChannelCartRow[];
  mode: ChannelMode;
  refetch: () => unknown;
}

export function SharedChannelTable({ rows, mode, refetch }: Props) {
  const translate = useTranslate();
  const phone = usePhone();
  const format = useFormat();
  const columns = mode === 'order' ? ORDER : CANCEL;
  if (phone) {
    return (
      <>
        {rows.length > 0 ? (
          <CardList layout={sharedChannelCards(mode, refetch)} records={rows} />
        ) : (
          <Typography variant="body2" sx={{ p: 2 }}>
            {translate('channels.shared.empty')}
          </Typography>
        )}
      </>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {translate(`channels.shared.columns.${column.key}`)}
              </TableCell>
            ))}
            <TableCell>{translate('channels.shared.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                  {column.render(row, format)}
                </TableCell>
              ))}
              <TableCell>
                <SharedChannelRowActions row={row} mode={mode} refetch={refetch} />
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{translate('channels.shared.empty')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
