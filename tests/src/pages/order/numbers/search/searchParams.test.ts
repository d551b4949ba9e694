import { describe, expect, it } from 'vitest';
import { parseSearch, serializeSearch, isSearchComplete } from '@/src/pages/order/numbers/search/searchParams';

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
