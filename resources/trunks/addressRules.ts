/**
 * The edit screen's address rows: the rules themselves (each row exactly one of primary or failover, one primary
 * per set, ports 1-65535) are the ones the sandbox applies (providers/trunkAddressRules.ts); new rows carry a
 * temporary id starting with 'new' until the save creates them.
 */
import { isPort } from '@/providers/trunkAddressRules';
import { DEFAULT_TRUNK_PORT, type TrunkAddress } from '@/providers/types';

export { addressRuleError, type AddressRuleError } from '@/providers/trunkAddressRules';

export const NEW_ID_PREFIX = 'new';

export const isNewAddress = (address: Pick<TrunkAddress, 'id'>): boolean =>
  typeof address.id === 'string' && address.id.startsWith(NEW_ID_PREFIX);

let counter = 0;
/** A blank row with a temporary id: port 5060, failover (the first row of an empty set is the primary). */
export function newAddress(existing: TrunkAddress[]): TrunkAddress {
  counter += 1;
  const hasPrimary = existing.some((row) => row.primary);
  return {
    id: `${NEW_ID_PREFIX}-${Date.now()}-${counter}`,
    address: '',
    port: DEFAULT_TRUNK_PORT,
    primary: !hasPrimary,
    failover: hasPrimary,
  };
}

/** Port 1-65535; an empty field falls back to the default port. */
export function parsePort(value: string): number | undefined {
  if (value.trim() === '') return DEFAULT_TRUNK_PORT;
  const port = Number(value);
  return isPort(port) ? port : undefined;
}
