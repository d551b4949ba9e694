/** The checkout's lines on a phone: the description, then the amount, the unit prices and the line's totals. */
import { useTranslate } from 'ra-core';
import type { CardLayout } from '@/src/console/list/CardLayout';
import { Token } from '@/src/components/Token';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import type { CheckoutRow } from '@/providers/types';
import { lineTotal, showPrice } from './checkoutTotals';

/** A line's description, with the mark of note 1 on a backorder. */
export function LineDescription({ row }: { row: CheckoutRow }) {
  const translate = useTranslate();
  return (
    <>
      {row.description}
      {row.is_backorder ? (
        <>
          <sup aria-hidden title={translate('cart.checkout.backorderMark')}>
            {' '}
            1
          </sup>
          <span style={visuallyHidden}> ({translate('cart.checkout.backorderMark')})</span>
        </>
      ) : null}
    </>
  );
}

const label = (key: string) => `cart.checkout.columns.${key}`;

export const CHECKOUT_CARDS: CardLayout<CheckoutRow> = {
  primary: (row) => <LineDescription row={row} />,
  secondary: [
    { label: label('amount'), render: (row) => row.amount },
    { label: label('nrc'), render: (row, _t, format) => <Token>{format.money(showPrice(row.nrc_price))}</Token> },
    { label: label('mrc'), render: (row, _t, format) => <Token>{format.money(showPrice(row.mrc_price))}</Token> },
    {
      label: label('nrcTotal'),
      render: (row, _t, format) => <Token>{format.money(lineTotal(row.nrc_price, row.amount))}</Token>,
    },
    {
      label: label('mrcTotal'),
      render: (row, _t, format) => <Token>{format.money(lineTotal(row.mrc_price, row.amount))}</Token>,
    },
  ],
};

/** Lines of the same id may be of two kinds (a number and a channel order). */
export const checkoutLineKey = (row: CheckoutRow) => `${row.kind}-${row.id}`;
