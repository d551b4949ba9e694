/** The way back through sign-in: the login page's path with the page asked for, and where the login page returns to. */
import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from '@/src/system/loginReturn';

describe('loginPath', () => {
  it('keeps the path and query to come back to, and nothing for the dashboard', () => {
    expect(loginPath({ pathname: '/billing/balance', search: '' })).toBe('/login?redirect=%2Fbilling%2Fbalance');
    expect(loginPath({ pathname: '/order/history', search: '?page=3&status=2' })).toBe(
      '/login?redirect=%2Forder%2Fhistory%3Fpage%3D3%26status%3D2',
    );
    expect(loginPath({ pathname: '/', search: '' })).toBe('/login');
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirect('/numbers/existing')).toBe('/numbers/existing');
    expect(safeRedirect('/order/history?page=3&status=2')).toBe('/order/history?page=3&status=2');
  });

  it('reads a relative path from the site root', () => {
    expect(safeRedirect('numbers/existing')).toBe('/numbers/existing');
  });

  it('falls back to / without a parameter, for the login page itself and for logout', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect('/login?redirect=%2Fx')).toBe('/');
    expect(safeRedirect('/logout')).toBe('/');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/\t/evil.example',
    'javascript:alert(1)',
    'http://localhost:3000.evil.example/',
  ])('refuses an off-site or odd target: %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
