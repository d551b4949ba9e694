/** The total of cart lines: unit prices (decimal strings) times amounts, as two-decimal strings. */
export interface PricedLine {
  nrc_price: string;
  mrc_price: string;
  amount: number;
}

const cents = (price: string) => Math.round(Number.parseFloat(price.replace(/[^\d.-]/g, '')) * 100) || 0;

export function cartTotals(lines: PricedLine[]): { nrc: string; mrc: string } {
  const sum = (pick: (line: PricedLine) => string) =>
    lines.reduce((total, line) => total + cents(pick(line)) * line.amount, 0);
  return {
    nrc: (sum((line) => line.nrc_price) / 100).toFixed(2),
    mrc: (sum((line) => line.mrc_price) / 100).toFixed(2),
  };
}

/** A number as it is dialled: `31201234567` -> `+31201234567`. */
export const formatDid = (did: string) => (did.startsWith('+') ? did : `+${did}`);
