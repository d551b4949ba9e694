/**
 * The trunk address rules (spec part 1 sections 4 and 5), shared by the portal's trunk screen and the sandbox
 * (providers/trunkAddressRules.ts), and the edit screen's rows (resources/trunks/addressRules.ts).
 */
import { describe, expect, it } from 'vitest';
import { isNewAddress, newAddress, parsePort } from '@/resources/trunks/addressRules';
import {
  ADDRESS_RULE_MESSAGES,
  addressRuleError,
  flagsError,
  isHostAddress,
  isIpv4,
  isPort,
} from '@/providers/trunkAddressRules';
import en from '@/src/i18n/en/capacity';

const row = (primary: boolean, failover: boolean) => ({ primary, failover });
const primary = row(true, false);
const failover = row(false, true);

describe('trunk address rules', () => {
  it('an address is exactly one of primary or failover', () => {
    expect(flagsError(primary)).toBeUndefined();
    expect(flagsError(failover)).toBeUndefined();
    expect(flagsError(row(true, true))).toBe('bothChosen');
    expect(flagsError(row(false, false))).toBe('noneChosen');
  });
  it('accepts one primary and any number of failovers', () => {
    expect(addressRuleError([primary])).toBeUndefined();
    expect(addressRuleError([failover, primary, failover])).toBeUndefined();
  });
  it('refuses a row that is both primary and failover', () => {
    expect(addressRuleError([row(true, true)])).toBe('bothChosen');
  });
  it('refuses a row that is neither', () => {
    expect(addressRuleError([primary, row(false, false)])).toBe('noneChosen');
  });
  it('requires a primary across the set', () => {
    expect(addressRuleError([failover, failover])).toBe('primaryRequired');
    expect(addressRuleError([failover])).toBe('primaryRequired');
    expect(addressRuleError([])).toBe('primaryRequired');
  });
  it('allows only one primary', () => {
    expect(addressRuleError([primary, primary])).toBe('onePrimaryOnly');
  });
  it('the API keeps a trunk with no address yet (allowEmpty), never a non-empty set without its primary', () => {
    expect(addressRuleError([], { allowEmpty: true })).toBeUndefined();
    expect(addressRuleError([failover], { allowEmpty: true })).toBe('primaryRequired');
  });
  it('a set built one address at a time may lack its primary for now, never have two', () => {
    expect(addressRuleError([failover], { requirePrimary: false })).toBeUndefined();
    expect(addressRuleError([primary, primary], { requirePrimary: false })).toBe('onePrimaryOnly');
  });
  it('says the four messages of the spec word for word, in the sandbox and in the portal', () => {
    const spec = {
      bothChosen: 'Only one can be chosen - primary or failover',
      noneChosen: 'One of primary or failover is required.',
      primaryRequired: 'Primary trunk address is required.',
      onePrimaryOnly: 'Only one primary trunk address is allowed.',
    };
    expect(ADDRESS_RULE_MESSAGES).toEqual(spec);
    expect(en.addresses.errors).toEqual(spec);
  });
  it('addresses are IPv4 addresses or host names; ports 1 to 65535', () => {
    for (const ok of ['192.0.2.10', '10.0.0.1', 'sbc.example.com', 'localhost', 'sip-1.carrier.net.'])
      expect(isHostAddress(ok)).toBe(true);
    for (const bad of ['256.1.1.1', '192.0.2', '1.2.3.4.5', 'bad host', '-sbc.example.com', 'a..b', ''])
      expect(isHostAddress(bad)).toBe(false);
    expect([isIpv4('192.0.2.10'), isIpv4('sbc.example.com')]).toEqual([true, false]);
    expect([isPort(1), isPort(5060), isPort(65535)]).toEqual([true, true, true]);
    expect([isPort(0), isPort(65536), isPort(50.5), isPort('5060')]).toEqual([false, false, false, false]);
  });
});

describe('the edit screen rows', () => {
  it('gives new rows a temporary id starting with "new", port 5060, primary only when none exists', () => {
    const first = newAddress([]);
    expect(String(first.id).startsWith('new')).toBe(true);
    expect(isNewAddress(first)).toBe(true);
    expect(first).toMatchObject({ address: '', port: 5060, primary: true, failover: false });
    const second = newAddress([first]);
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ primary: false, failover: true });
    expect(isNewAddress({ id: 12 })).toBe(false);
  });
  it('reads ports 1-65535, empty as 5060', () => {
    expect(parsePort('')).toBe(5060);
    expect(parsePort('5061')).toBe(5061);
    expect(parsePort('0')).toBeUndefined();
    expect(parsePort('65536')).toBeUndefined();
    expect(parsePort('x')).toBeUndefined();
  });
});
