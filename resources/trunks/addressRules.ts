/**
 * Trunk address rules (spec sections 4 and 5): each row is exactly one of primary or failover, the set has
 * exactly one primary; new rows carry a temporary id starting with 'new' until the save creates them.
 */
import { DEFAULT_TRUNK_PORT, type TrunkAddress } from '../../providers/types';

export type AddressRuleError = 'bothChosen' | 'noneChosen' | 'primaryRequired' | 'onePrimaryOnly';

export const NEW_ID_PREFIX = 'new';

export const isNewAddress = (address: Pick<TrunkAddress, 'id'>): boolean =>
  typeof address.id === 'string' && address.id.startsWith(NEW_ID_PREFIX);

let counter = 0;
/** A blank row with a temporary id: port 5060, failover (the first row of an empty set is the primary). */
export function newAddress(existing: TrunkAddress[]): TrunkAddress {
  counter += 1;
  const hasPrimary = existing.some((row) => row.primary);
  return { id: `${NEW_ID_PREFIX}-${Date.now()}-${counter}`, address: '', port: DEFAULT_TRUNK_PORT, primary: !hasPrimary, failover: hasPrimary };
}

/** The first broken rule of the set, row rules first; undefined when the set may be saved. */
export function addressRuleError(rows: Pick<TrunkAddress, 'primary' | 'failover'>[]): AddressRuleError | undefined {
  if (rows.some((row) => row.primary && row.failover)) return 'bothChosen';
  if (rows.some((row) => !row.primary && !row.failover)) return 'noneChosen';
  const primaries = rows.filter((row) => row.primary).length;
  if (primaries === 0) return 'primaryRequired';
  if (primaries > 1) return 'onePrimaryOnly';
  return undefined;
}

/** Port 1-65535; an empty field falls back to the default port. */
export function parsePort(value: string): number | undefined {
  if (value.trim() === '') return DEFAULT_TRUNK_PORT;
  const port = Number(value);
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? port : undefined;
}
