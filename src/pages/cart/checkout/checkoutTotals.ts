/** Amounts of the checkout summary: row prices are unit prices, a line's total is price x amount. */
import type { CheckoutRow } from '@/providers/types';

const parse = (price: string) => {
  const value = Number.parseFloat(price);
  return Number.isNaN(value) ? 0 : value;
};

/** A unit price as the API gives it, shown with two decimals. */
export const showPrice = (price: string) => parse(price).toFixed(2);

export const lineTotal = (price: string, amount: number) => (parse(price) * amount).toFixed(2);

export const hasBackorder = (rows: Pick<CheckoutRow, 'is_backorder'>[]) => rows.some((row) => row.is_backorder);
