import { describe, expect, it } from 'vitest';
import { toClientKeys, toClientName, toServerKeys, toServerName } from '@/resources/profiles/rules/fieldNames';

const PAIRS: [string, string][] = [
  ['companyName', 'company_name'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['streetAddress', 'street'],
  ['numberAddress', 'house_number'],
  ['additionalAddressInfo', 'additional_address_info'],
  ['postalCode', 'postal_code'],
  ['area', 'area'],
  ['country', 'country'],
  ['phoneNumber', 'phone_number'],
  ['emailAddress', 'email'],
  ['vatNumber', 'vat_number'],
  ['companyRegistrationNumber', 'company_registration_number'],
  ['salutation', 'salutation'],
  ['city', 'city'],
];

describe('field names', () => {
  it.each(PAIRS)('%s <-> %s', (client, server) => {
    expect(toServerName(client)).toBe(server);
    expect(toClientName(server)).toBe(client);
  });

  it('keeps the server name of a field the portal does not know', () => {
    expect(toClientName('numberID')).toBe('numberID');
    expect(toServerName('numberID')).toBe('numberID');
  });

  it('renames map keys both ways', () => {
    expect(toServerKeys({ emailAddress: 'a@b.nl', extra: 1 })).toEqual({ email: 'a@b.nl', extra: 1 });
    expect(toClientKeys({ phone_number: 'Enter a valid phone number.' })).toEqual({
      phoneNumber: 'Enter a valid phone number.',
    });
  });
});
