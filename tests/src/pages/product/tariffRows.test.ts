/** The tariff table's search and paging (issue 14 item 4: "a searchable table (destination, prefix, rates)"). */
import { describe, expect, it } from 'vitest';
import { matchingRows, pageOf } from '@/src/pages/product/tariffRows';
import { apiPathOfLocation } from '@/providers/api/product';

const ROWS = [
  { destination: 'Netherlands - Amsterdam', prefix: '3120', rate: '0.0100', setup: '0' },
  { destination: 'Netherlands - Mobile', prefix: '316', rate: '0.0500', setup: '0.01' },
  { destination: 'Belgium - Brussels', prefix: '322', rate: '0.0120', setup: '0' },
];

describe('matchingRows', () => {
  it('finds destinations by any part of their name, in any case', () => {
    expect(matchingRows(ROWS, 'mobile').map((row) => row.prefix)).toEqual(['316']);
    expect(matchingRows(ROWS, 'NETHERLANDS')).toHaveLength(2);
  });

  it('finds prefixes by their first digits, with or without +', () => {
    expect(matchingRows(ROWS, '31').map((row) => row.prefix)).toEqual(['3120', '316']);
    expect(matchingRows(ROWS, '+322').map((row) => row.destination)).toEqual(['Belgium - Brussels']);
    expect(matchingRows(ROWS, '20')).toEqual([]);
  });

  it('keeps every row for an empty search', () => {
    expect(matchingRows(ROWS, '  ')).toHaveLength(3);
  });
});

describe('pageOf', () => {
  it('cuts the page asked for', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 5, 2)).toEqual([]);
  });
});

describe('apiPathOfLocation', () => {
  const base = 'https://portal.example/product/pricelist';
  it('turns a location under the API root into a path of the http client', () => {
    expect(apiPathOfLocation('/api/v1/customer/product/pricelist/standard/data', base)).toBe(
      'customer/product/pricelist/standard/data',
    );
    expect(apiPathOfLocation('https://portal.example/api/v1/x?y=1', base)).toBe('x?y=1');
  });

  it('refuses any other place, so that the token is never sent elsewhere', () => {
    expect(apiPathOfLocation('https://evil.example/api/v1/x', base)).toBeUndefined();
    expect(apiPathOfLocation('/files/x.json', base)).toBeUndefined();
  });
});
