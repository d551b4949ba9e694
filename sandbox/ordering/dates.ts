/** Dates of the dids table (YYYY-MM-DD, UTC). */
export const today = (): string => new Date().toISOString().slice(0, 10);

export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
