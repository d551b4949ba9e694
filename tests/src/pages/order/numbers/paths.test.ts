import { describe, expect, it } from 'vitest';
import {
  availableDidsPath,
  backorderPath,
  parsePrefixRef,
  prefixCheckoutPath,
  prefixTarget,
} from '@/src/pages/order/numbers/paths';

describe('prefix routes', () => {
  const ref = { plan: 7, type: 1, prefixId: 42 };

  it('sends a prefix with stock to its available DIDs and a zero-stock one to the backorder page', () => {
    expect(prefixTarget(ref, 3)).toBe('/order/numbers/plans/7/type/1/prefixes/42');
    expect(prefixTarget(ref, 0)).toBe('/order/numbers/backorders/plans/7/type/1/prefixes/42');
    expect(availableDidsPath(ref)).toBe(prefixTarget(ref, 1));
    expect(backorderPath(ref)).toBe(prefixTarget(ref, 0));
    expect(prefixCheckoutPath(ref)).toBe('/order/numbers/plans/7/type/1/prefixes/42/checkout');
  });

  it('reads route params, refusing missing or non-numeric ones', () => {
    expect(parsePrefixRef({ id: '7', type: '1', prefixId: '42' })).toEqual(ref);
    expect(parsePrefixRef({ id: '7', type: 'x', prefixId: '42' })).toBeNull();
    expect(parsePrefixRef({ id: '7', type: '1' })).toBeNull();
  });
});
