/** A porting request as the console holds it: the country as its id (the form's select), its name beside it. */
import type { PortingRequest, PortingRow } from '@/providers/types';

export type PortingRecord = Omit<PortingRow, 'country'> & { country: number; country_name: string };
export type PortingFullRecord = Omit<PortingRequest, 'country'> & { country: number; country_name: string };

export function parsePorting(row: Record<string, unknown>): Record<string, unknown> {
  const country = row.country as PortingRow['country'] | null | undefined;
  return { ...row, country: country?.id, country_name: country?.name ?? '' };
}
