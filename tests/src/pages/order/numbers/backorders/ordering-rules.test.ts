import { describe, expect, it } from 'vitest';
import { backorderCap, quantityError } from '@/src/pages/order/numbers/backorders/backorderCap';
import { parseSearch, serializeSearch, isSearchComplete } from '@/src/pages/order/numbers/search/searchParams';
import {
  availableDidsPath,
  backorderPath,
  parsePrefixRef,
  prefixCheckoutPath,
  prefixTarget,
} from '@/src/pages/order/numbers/paths';
import { togglePanel } from '@/src/pages/order/numbers/plans/openPanels';
import { cartTotals, formatDid } from '@/src/pages/order/numbers/dids/cartTotals';
import { coverageOrderLink } from '@/resources/coverage/orderLink';

describe('backorder cap', () => {
  it('is stock minus what is pending, never below 0', () => {
    expect(backorderCap(10, 0)).toBe(10);
    expect(backorderCap(10, 4)).toBe(6);
    expect(backorderCap(3, 5)).toBe(0);
  });

  it('accepts 0 up to the cap, refuses more, negatives and non-numbers', () => {
    expect(quantityError('0', 6)).toBeNull();
    expect(quantityError('6', 6)).toBeNull();
    expect(quantityError('7', 6)).toEqual({ key: 'ordering.backorder.errors.max', max: 6 });
    expect(quantityError('-1', 6)).toEqual({ key: 'ordering.backorder.errors.min', min: 0 });
    expect(quantityError('2.5', 6)).toEqual({ key: 'ordering.backorder.errors.notNumber' });
    expect(quantityError('', 6)).toEqual({ key: 'ordering.backorder.errors.notNumber' });
  });
});

describe('number search in the query string', () => {
  it('reads every parameter; didType repeated or as a comma list', () => {
    const search = parseSearch(
      new URLSearchParams('country=4&typeOfService=3&didType=5&didType=1,2&prefix=20&prefixName=Ams'),
    );
    expect(search).toEqual({ country: 4, typeOfService: 3, didTypes: [1, 2, 5], prefix: '20', prefixName: 'Ams' });
    expect(isSearchComplete(search)).toBe(true);
  });

  it('drops invalid values and is incomplete without country or type of service', () => {
    const search = parseSearch(new URLSearchParams('country=abc&didType=x,3,3'));
    expect(search).toEqual({ country: null, typeOfService: null, didTypes: [3], prefix: '', prefixName: '' });
    expect(isSearchComplete(search)).toBe(false);
    expect(isSearchComplete(parseSearch(new URLSearchParams('country=1')))).toBe(false);
  });

  it('writes didType repeated and leaves empty values out; parse(serialize(x)) is x', () => {
    const search = { country: 4, typeOfService: 2, didTypes: [1, 5], prefix: '', prefixName: 'Ber' };
    const params = serializeSearch(search);
    expect(params.toString()).toBe('country=4&typeOfService=2&didType=1&didType=5&prefixName=Ber');
    expect(parseSearch(params)).toEqual(search);
  });
});

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

describe('plan panels', () => {
  it('toggles Info and Select of one plan; another plan resets both', () => {
    const closed = { planId: null, info: false, select: false };
    const info = togglePanel(closed, 1, 'info');
    expect(info).toEqual({ planId: 1, info: true, select: false });
    const both = togglePanel(info, 1, 'select');
    expect(both).toEqual({ planId: 1, info: true, select: true });
    expect(togglePanel(both, 1, 'info')).toEqual({ planId: 1, info: false, select: true });
    expect(togglePanel(both, 2, 'select')).toEqual({ planId: 2, info: false, select: true });
  });
});

describe('cart panel totals', () => {
  it('sums unit prices times amounts in cents', () => {
    const lines = [
      { nrc_price: '10.10', mrc_price: '1.20', amount: 1 },
      { nrc_price: '0.20', mrc_price: '2.05', amount: 3 },
    ];
    expect(cartTotals(lines)).toEqual({ nrc: '10.70', mrc: '7.35' });
    expect(cartTotals([])).toEqual({ nrc: '0.00', mrc: '0.00' });
  });

  it('formats numbers with a plus', () => {
    expect(formatDid('31201234567')).toBe('+31201234567');
    expect(formatDid('+44')).toBe('+44');
  });
});

describe('coverage Order link', () => {
  it('carries the filters in the URL and the plan in state fromCoverage', () => {
    const link = coverageOrderLink({
      id: 9,
      country: { id: 4, name: 'Netherlands' },
      type_of_service: 3,
      plan_type: 5,
    });
    expect(link.to).toBe('/order/numbers?country=4&typeOfService=3&didType=5');
    expect(link.state).toEqual({ fromCoverage: { country: 4, typeOfService: 3, didType: 5, planId: 9 } });
  });
});
