import { describe, expect, it } from 'vitest';
import { NAVIGATION, accessForPath, canAccess, firstLink, sectionForPath, visibleLinks } from '@/src/layout/navigation';
import type { Permissions } from '@/providers/types';

const PREPAID_CAPACITY: Permissions = { isPrepaid: true, isCapacity: true, isHijacked: false };
const POSTPAID_METERED: Permissions = { isPrepaid: false, isCapacity: false, isHijacked: false };

const section = (base: string) => {
  const found = NAVIGATION.find((candidate) => candidate.base === base);
  if (!found) throw new Error(`no section ${base}`);
  return found;
};
const paths = (base: string, permissions: Permissions) =>
  visibleLinks(section(base), permissions).map((link) => link.path);

describe('the navigation table', () => {
  it('has the sections of the spec in order', () => {
    expect(NAVIGATION.map((entry) => entry.base)).toEqual([
      '/',
      '/api',
      '/order',
      '/numbers',
      '/capacity',
      '/profiles',
      '/product',
      '/billing',
      '/reports',
      '/tickets',
      '/settings',
      '/cart',
    ]);
  });

  it('hides capacity-only and prepaid-only links from other customers', () => {
    expect(paths('/order', PREPAID_CAPACITY)).toContain('/order/shared-channels');
    expect(paths('/order', POSTPAID_METERED)).not.toContain('/order/shared-channels');
    expect(paths('/capacity', POSTPAID_METERED)).toEqual(['/capacity/dedicated-channels', '/capacity/trunks']);
    expect(paths('/billing', PREPAID_CAPACITY)).toEqual(['/billing/invoices', '/reports/cdrs', '/billing/balance']);
    expect(paths('/billing', POSTPAID_METERED)).toEqual(['/billing/invoices', '/reports/cdrs']);
  });

  it('hides Activity (issue 35) and Security (issue 47) only from a backend without them', () => {
    expect(paths('/settings', POSTPAID_METERED)).toEqual([
      '/settings/general',
      '/settings/contact',
      '/settings/activity',
      '/settings/security',
      '/logout',
    ]);
    expect(
      visibleLinks(section('/settings'), PREPAID_CAPACITY, new Set(['activity'])).map((link) => link.path),
    ).toEqual(['/settings/general', '/settings/contact', '/settings/security', '/logout']);
    expect(
      visibleLinks(section('/settings'), PREPAID_CAPACITY, new Set(['twoFactor'])).map((link) => link.path),
    ).toEqual(['/settings/general', '/settings/contact', '/settings/activity', '/logout']);
  });

  it('a section link opens its first permitted sub-link', () => {
    expect(firstLink(section('/capacity'), PREPAID_CAPACITY)).toBe('/capacity/did-groups/existing');
    expect(firstLink(section('/capacity'), POSTPAID_METERED)).toBe('/capacity/dedicated-channels');
    expect(firstLink(section('/order'), POSTPAID_METERED)).toBe('/order/numbers');
    expect(firstLink(section('/settings'), POSTPAID_METERED)).toBe('/settings/general');
    // Before the permissions are known, flagged links stay hidden.
    expect(firstLink(section('/capacity'), undefined)).toBe('/capacity/dedicated-channels');
  });
});

describe('route access', () => {
  it('guards every path under a flagged scope', () => {
    expect(accessForPath('/capacity/did-groups/existing')).toBe('capacity');
    expect(accessForPath('/capacity/did-groups/12/edit')).toBe('capacity');
    expect(accessForPath('/order/shared-channels')).toBe('capacity');
    expect(accessForPath('/billing/balance')).toBe('prepaid');
    expect(accessForPath('/billing/balance/history')).toBe('prepaid');
  });

  it('leaves other paths open, including look-alike prefixes', () => {
    expect(accessForPath('/capacity/trunks')).toBeUndefined();
    expect(accessForPath('/billing/invoices')).toBeUndefined();
    expect(accessForPath('/billing/balances')).toBeUndefined();
    expect(accessForPath('/')).toBeUndefined();
  });

  it('lets only the matching customers through', () => {
    expect(canAccess(undefined, undefined)).toBe(true);
    expect(canAccess('capacity', PREPAID_CAPACITY)).toBe(true);
    expect(canAccess('capacity', POSTPAID_METERED)).toBe(false);
    expect(canAccess('prepaid', { ...POSTPAID_METERED, isPrepaid: true })).toBe(true);
    expect(canAccess('prepaid', { ...PREPAID_CAPACITY, isPrepaid: false })).toBe(false);
    expect(canAccess('prepaid', undefined)).toBe(false);
  });
});

describe('sectionForPath', () => {
  it('highlights the dashboard only at /', () => {
    expect(sectionForPath('/')?.key).toBe('dashboard');
    expect(sectionForPath('/unknown')).toBeUndefined();
  });

  it('finds the section by its base, then by its links', () => {
    expect(sectionForPath('/reports/cdrs')?.key).toBe('reports');
    expect(sectionForPath('/numbers/33123/details')?.key).toBe('numbers');
    expect(sectionForPath('/order')?.key).toBe('order');
    expect(sectionForPath('/cart/checkout')?.key).toBe('cart');
    expect(sectionForPath('/logout')?.key).toBe('settings');
    expect(sectionForPath('/api/settings')?.key).toBe('api');
  });
});
