import { describe, expect, it } from 'vitest';
import { acceptedEncodings, parseAcceptEncoding } from '@/sandbox/encoding';

describe('parseAcceptEncoding', () => {
  it('reads codings and q-values, case-insensitively and with any spaces', () => {
    expect(parseAcceptEncoding(' GZip ;Q=0.8 ,br,  identity ; q = 0.1,*;q=0')).toEqual(
      new Map([
        ['gzip', 0.8],
        ['br', 1],
        ['identity', 0.1],
        ['*', 0],
      ]),
    );
  });

  it('drops malformed q-values, reads x-gzip as gzip and keeps the first of duplicates', () => {
    expect(parseAcceptEncoding('br;q=2, gzip;q=abc, deflate;q=0.1234, x-gzip;q=0.5, gzip')).toEqual(
      new Map([['gzip', 0.5]]),
    );
    expect(parseAcceptEncoding('')).toEqual(new Map());
  });
});

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['br', ['br']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, br', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['BR;Q=0 , GZIP;Q=0', []],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['gzip;q=0.5, identity', []],
    ['br;q=0.5, gzip;q=0.4, identity;q=0.5', ['br']],
    ['deflate', []],
  ] as const)('%j -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
