import { describe, expect, it } from 'vitest';
import { parseOrigins, safeLocation } from '@/src/system/safeLocation';

const ORIGIN = 'https://portal.example.com';
const BACK_OFFICE = 'https://office.example.com';
const check = (location: unknown) => safeLocation(location, ORIGIN, [BACK_OFFICE]);

describe('safeLocation', () => {
  it('keeps paths of the portal, with their query and hash', () => {
    expect(check('/login')).toBe('/login');
    expect(check('/order/history?page=3&status=2#x')).toBe('/order/history?page=3&status=2#x');
    expect(check(`${ORIGIN}/numbers/existing`)).toBe('/numbers/existing');
  });

  it('keeps a whole URL of a trusted origin (the back office after a release)', () => {
    expect(check(`${BACK_OFFICE}/customers/42`)).toBe(`${BACK_OFFICE}/customers/42`);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://portal.example.com/',
    'https://portal.example.com.evil.example/',
    'https://office.example.com:8443/',
  ])('refuses another site or scheme: %j', (location) => {
    expect(check(location)).toBeUndefined();
  });

  it('keeps a path whose dot segments would make it another host on this site (issue 50 item 4)', () => {
    expect(check('/.//evil.example')).toBe('/evil.example');
    expect(check('/a/..//evil.example/x?y#z')).toBe('/evil.example/x?y#z');
  });

  // Every combination of up to three path tricks before a host: the answer is nothing, or a path that a browser resolves
  // on the portal's own origin (never `//host`, which it would read as another site).
  const TRICKS = ['/', '//', '\\', '/./', '/../', '/.%2e/', '%2f', '%5c', '\t', '\n', ' ', '.', '..', '/%2e/', '///'];
  const combinations = TRICKS.flatMap((a) => TRICKS.flatMap((b) => TRICKS.map((c) => `${a}${b}${c}evil.example/x`)));
  it(`answers every one of ${combinations.length} combined path tricks with this site or nothing`, () => {
    for (const location of combinations) {
      const answer = check(location);
      if (answer === undefined) continue;
      expect(answer.startsWith('/') && !/^[/\\]{2}/.test(answer), location).toBe(true);
      expect(new URL(answer, ORIGIN).origin, location).toBe(ORIGIN);
      // What the browser is given is also what the rule keeps (it does not turn into another host on a second look).
      expect(check(answer), location).toBe(answer);
    }
  });

  it.each([undefined, null, 42, {}, '', '   '])('refuses what is not a location: %j', (location) => {
    expect(check(location)).toBeUndefined();
  });

  it('trusts no other origin by default', () => {
    expect(safeLocation(`${BACK_OFFICE}/x`, ORIGIN)).toBeUndefined();
  });
});

describe('parseOrigins', () => {
  it('reads comma- or space-separated origins and drops the rest', () => {
    expect(parseOrigins('https://office.example.com/path, http://a.example:8080  ftp://x.example not-a-url')).toEqual([
      'https://office.example.com',
      'http://a.example:8080',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins('')).toEqual([]);
  });
});
