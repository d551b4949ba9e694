/** The trunk address rules of the spec (section 5): each address is exactly one of primary or failover, one primary per set. */

export interface AddressFlags {
  primary: boolean;
  failover: boolean;
}

export const ADDRESS_MESSAGES = {
  both: 'Only one can be chosen - primary or failover',
  neither: 'One of primary or failover is required.',
  noPrimary: 'Primary trunk address is required.',
  manyPrimaries: 'Only one primary trunk address is allowed.',
  address: 'Enter a valid IPv4 address or host name.',
} as const;

/** The refusal of one address's flags, or null. */
export function flagsError({ primary, failover }: AddressFlags): string | null {
  if (primary && failover) return ADDRESS_MESSAGES.both;
  if (!primary && !failover) return ADDRESS_MESSAGES.neither;
  return null;
}

/**
 * The refusal of a trunk's whole set of addresses, or null. An empty set is valid (a trunk may have none yet);
 * `requirePrimary: false` lets a set be built one address at a time (a failover before its primary).
 */
export function setError(rows: AddressFlags[], { requirePrimary = true }: { requirePrimary?: boolean } = {}): string | null {
  for (const row of rows) {
    const error = flagsError(row);
    if (error) return error;
  }
  const primaries = rows.filter((row) => row.primary).length;
  if (primaries > 1) return ADDRESS_MESSAGES.manyPrimaries;
  if (requirePrimary && rows.length > 0 && primaries === 0) return ADDRESS_MESSAGES.noPrimary;
  return null;
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

export const isIpv4 = (value: string): boolean => IPV4.test(value);

/** An IPv4 address or a DNS host name (labels of letters, digits and inner hyphens; not all-numeric). */
export function isHostAddress(value: string): boolean {
  if (isIpv4(value)) return true;
  if (value.length > 253) return false;
  const labels = value.replace(/\.$/, '').split('.');
  if (!labels.every((label) => LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]);
}

export const isPort = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65535;
