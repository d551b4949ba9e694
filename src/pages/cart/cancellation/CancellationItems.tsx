/** The cancellation cart's items: numbers and channel items, each removable; a card each on a phone. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CancellationCartItem } from '@/providers/types';
import { CardList } from '@/src/console/list/ListCards';
import { RemoveItemButton, cancellationCards, cancellationItemKey } from './cancellationCards';
import { usePhone } from '@/src/components/usePhone';
import { CountryName } from '@/src/components/CountryName';
import { formatDate } from '@/src/components/dates';

const COLUMNS = ['did', 'country', 'area', 'type', 'amount', 'date', 'action'] as const;

interface Props {
  items: CancellationCartItem[];
  onRemove: (item: CancellationCartItem) => void;
  disabled: boolean;
}

export default function CancellationItems({ items, onRemove, disabled }: Props) {
  const translate = useTranslate();
  const phone = usePhone();
  if (phone) {
    return (
      <section aria-label={translate('cart.cancellation.title')}>
        <CardList layout={cancellationCards(onRemove, disabled)} records={items} keyOf={cancellationItemKey} />
      </section>
    );
  }
  return (
    <TableContainer
      sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
      tabIndex={0}
      aria-label={translate('cart.cancellation.title')}
    >
      <Table size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`cart.cancellation.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={cancellationItemKey(item)}>
              <TableCell>{item.did}</TableCell>
              <TableCell>
                <CountryName name={item.country} />
              </TableCell>
              <TableCell>{item.area}</TableCell>
              <TableCell>{item.type_of_service}</TableCell>
              <TableCell>{item.amount}</TableCell>
              <TableCell>{formatDate(item.cancellation_date)}</TableCell>
              <TableCell>
                <RemoveItemButton item={item} onRemove={onRemove} disabled={disabled} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
