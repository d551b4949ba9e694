import { describe, expect, it } from 'vitest';
import { flagsError, isHostAddress, isPort, setError } from '../../sandbox/capacity/trunkAddressRules';

const primary = { primary: true, failover: false };
const failover = { primary: false, failover: true };

describe('trunk address rules', () => {
  it('an address is exactly one of primary or failover', () => {
    expect(flagsError(primary)).toBeNull();
    expect(flagsError(failover)).toBeNull();
    expect(flagsError({ primary: true, failover: true })).toBe('Only one can be chosen - primary or failover');
    expect(flagsError({ primary: false, failover: false })).toBe('One of primary or failover is required.');
  });

  it('a set has exactly one primary', () => {
    expect(setError([])).toBeNull();
    expect(setError([primary, failover, failover])).toBeNull();
    expect(setError([failover])).toBe('Primary trunk address is required.');
    expect(setError([primary, primary])).toBe('Only one primary trunk address is allowed.');
    expect(setError([primary, { primary: false, failover: false }])).toBe('One of primary or failover is required.');
  });

  it('a set built one address at a time may lack its primary for now, never have two', () => {
    expect(setError([failover], { requirePrimary: false })).toBeNull();
    expect(setError([primary, primary], { requirePrimary: false })).toBe('Only one primary trunk address is allowed.');
  });

  it('addresses are IPv4 addresses or host names; ports 1 to 65535', () => {
    for (const ok of ['192.0.2.10', '10.0.0.1', 'sbc.example.com', 'localhost', 'sip-1.carrier.net.']) expect(isHostAddress(ok)).toBe(true);
    for (const bad of ['256.1.1.1', '192.0.2', '1.2.3.4.5', 'bad host', '-sbc.example.com', 'a..b', '']) expect(isHostAddress(bad)).toBe(false);
    expect([isPort(1), isPort(5060), isPort(65535)]).toEqual([true, true, true]);
    expect([isPort(0), isPort(65536), isPort(50.5), isPort('5060')]).toEqual([false, false, false, false]);
  });
});
