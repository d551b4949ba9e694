/** The cancellation cart's items on a phone: the number or group, where it is, what and when; its remove button. */
import { IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import type { CardLayout } from '@/src/console/list/CardLayout';
import type { CancellationCartItem } from '@/providers/types';
import { Place } from '@/src/components/CountryName';
import { formatDate } from '@/src/components/dates';

const label = (key: string) => `cart.cancellation.columns.${key}`;

/** Items of the same id may be of two kinds (a number and a channel order). */
export const cancellationItemKey = (item: CancellationCartItem) => `${item.type_of_service}-${item.id}`;

interface RemoveProps {
  item: CancellationCartItem;
  onRemove: (item: CancellationCartItem) => void;
  disabled: boolean;
}

/** Takes the item out of the cancellation cart. */
export function RemoveItemButton({ item, onRemove, disabled }: RemoveProps) {
  const translate = useTranslate();
  return (
    <IconButton
      aria-label={translate('cart.cancellation.remove', { did: item.did })}
      onClick={() => onRemove(item)}
      disabled={disabled}
    >
      <DeleteIcon />
    </IconButton>
  );
}

export function cancellationCards(
  onRemove: (item: CancellationCartItem) => void,
  disabled: boolean,
): CardLayout<CancellationCartItem> {
  return {
    primary: (item) => item.did,
    secondary: [
      { render: (item) => <Place country={item.country} after={[item.area]} /> },
      { label: label('type'), render: (item) => item.type_of_service },
      { label: label('amount'), render: (item) => item.amount },
      { label: label('date'), render: (item) => formatDate(item.cancellation_date) },
    ],
    action: (item) => <RemoveItemButton item={item} onRemove={onRemove} disabled={disabled} />,
  };
}
