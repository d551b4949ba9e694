/** INV-{yyyymm}-{customer, 4 digits}: unique per customer and month. */
export const invoiceReference = (customerId: number, periodStart: string): string =>
  `INV-${periodStart.slice(0, 4)}${periodStart.slice(5, 7)}-${String(customerId).padStart(4, '0')}`;

/** The months billed: the 18 calendar months before the seed day's month, oldest first, as YYYY-MM-DD bounds. */
export const BILLED_MONTHS = 18;
/** Invoices are due two weeks after they are issued. */
export const DUE_AFTER_DAYS = 14;

export interface BilledMonth {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD. */
  end: string;
  /** The first day of the next month: the invoice's date. */
  issued: string;
  due: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function billedMonths(seedDate: string, count = BILLED_MONTHS): BilledMonth[] {
  const seed = new Date(seedDate);
  const months: BilledMonth[] = [];
  for (let back = count; back >= 1; back -= 1) {
    const start = new Date(Date.UTC(seed.getUTCFullYear(), seed.getUTCMonth() - back, 1));
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const end = new Date(next.getTime() - 86_400_000);
    const due = new Date(next.getTime() + DUE_AFTER_DAYS * 86_400_000);
    months.push({ start: day(start), end: day(end), issued: day(next), due: day(due) });
  }
  return months;
}
