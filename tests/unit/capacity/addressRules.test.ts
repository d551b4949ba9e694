import { describe, expect, it } from 'vitest';
import { addressRuleError, isNewAddress, newAddress, parsePort } from '../../../resources/trunks/addressRules';
import en from '../../../src/i18n/en/capacity';

const row = (primary: boolean, failover: boolean) => ({ primary, failover });

describe('trunk address rules', () => {
  it('accepts one primary and any number of failovers', () => {
    expect(addressRuleError([row(true, false)])).toBeUndefined();
    expect(addressRuleError([row(false, true), row(true, false), row(false, true)])).toBeUndefined();
  });
  it('refuses a row that is both primary and failover', () => {
    expect(addressRuleError([row(true, true)])).toBe('bothChosen');
  });
  it('refuses a row that is neither', () => {
    expect(addressRuleError([row(true, false), row(false, false)])).toBe('noneChosen');
  });
  it('requires a primary across the set', () => {
    expect(addressRuleError([row(false, true), row(false, true)])).toBe('primaryRequired');
    expect(addressRuleError([])).toBe('primaryRequired');
  });
  it('allows only one primary', () => {
    expect(addressRuleError([row(true, false), row(true, false)])).toBe('onePrimaryOnly');
  });
  it('says the four messages of the spec word for word', () => {
    expect(en.addresses.errors).toEqual({
      bothChosen: 'Only one can be chosen - primary or failover',
      noneChosen: 'One of primary or failover is required.',
      primaryRequired: 'Primary trunk address is required.',
      onePrimaryOnly: 'Only one primary trunk address is allowed.',
    });
  });
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
