import { describe, expect, it } from 'vitest';
import { profileCell } from '@/src/pages/cart/configure/profileCell';

describe('end-user check cell', () => {
  it('is Missing when required and empty', () => {
    expect(profileCell(null, true)).toEqual({ state: 'missing' });
    expect(profileCell('  ', true)).toEqual({ state: 'missing' });
  });
  it('is Optional when not required and empty', () => {
    expect(profileCell(undefined, false)).toEqual({ state: 'optional' });
    expect(profileCell('', false)).toEqual({ state: 'optional' });
  });
  it('is the value when present, required or not', () => {
    expect(profileCell('Validated', true)).toEqual({ state: 'value', value: 'Validated' });
    expect(profileCell('Amsterdam', false)).toEqual({ state: 'value', value: 'Amsterdam' });
  });
});
