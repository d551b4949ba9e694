/**
 * The trunk address rules of the spec (part 1 sections 4 and 5), one module for the portal's trunk screen
 * (resources/trunks) and the sandbox's trunk endpoints: each address is exactly one of primary or failover, a set
 * has exactly one primary; an address is an IPv4 address or a host name, its port 1 to 65535.
 */

export interface AddressFlags {
  primary: boolean;
  failover: boolean;
}

/** The broken rule, named as the portal's messages are (capacity.addresses.errors). */
export type AddressRuleError = 'bothChosen' | 'noneChosen' | 'primaryRequired' | 'onePrimaryOnly';

/** The spec's wording of each rule (the sandbox answers it; the portal's English catalogue says the same). */
export const ADDRESS_RULE_MESSAGES: Readonly<Record<AddressRuleError, string>> = {
  bothChosen: 'Only one can be chosen - primary or failover',
  noneChosen: 'One of primary or failover is required.',
  primaryRequired: 'Primary trunk address is required.',
  onePrimaryOnly: 'Only one primary trunk address is allowed.',
};

/** The broken rule of one address's flags, or undefined. */
export function flagsError({ primary, failover }: AddressFlags): AddressRuleError | undefined {
  if (primary && failover) return 'bothChosen';
  if (!primary && !failover) return 'noneChosen';
  return undefined;
}

export interface SetRuleOptions {
  /** false lets a set be built one address at a time (a failover before its primary); never two primaries. */
  requirePrimary?: boolean;
  /** Whether an empty set passes: the API keeps a trunk with no address yet, the edit screen saves at least one. */
  allowEmpty?: boolean;
}

/** The first broken rule of a set of addresses (row rules first), or undefined when the set may be saved. */
export function addressRuleError(
  rows: readonly AddressFlags[],
  { requirePrimary = true, allowEmpty = false }: SetRuleOptions = {},
): AddressRuleError | undefined {
  if (rows.some((row) => flagsError(row) === 'bothChosen')) return 'bothChosen';
  if (rows.some((row) => flagsError(row) === 'noneChosen')) return 'noneChosen';
  const primaries = rows.filter((row) => row.primary).length;
  if (primaries > 1) return 'onePrimaryOnly';
  if (requirePrimary && primaries === 0 && !(allowEmpty && rows.length === 0)) return 'primaryRequired';
  return undefined;
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

export const MIN_PORT = 1;
export const MAX_PORT = 65535;

export const isPort = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_PORT && value <= MAX_PORT;
