/**
 * The navigation table of spec part 1 section 2, the one source of the bar, the mobile menu
 * and route permissions: a link flagged `capacity` or `prepaid` is hidden from other customers,
 * and every path under its `scope` answers them with the not-allowed view.
 */
import type { Permissions } from '../../providers/types';

export type Access = 'capacity' | 'prepaid';

export interface NavLink {
  /** i18n key under `shell.nav.links`. */
  key: string;
  path: string;
  access?: Access;
  /** Path prefix that the access flag guards; defaults to `path`. */
  scope?: string;
}

export interface NavSection {
  /** i18n key under `shell.nav.sections`. */
  key: string;
  /** The section's own path; a section link opens its first permitted sub-link. */
  base: string;
  links: NavLink[];
}

export const NAVIGATION: NavSection[] = [
  { key: 'dashboard', base: '/', links: [{ key: 'dashboard', path: '/' }] },
  { key: 'api', base: '/api', links: [{ key: 'apiSettings', path: '/api/settings' }] },
  {
    key: 'order',
    base: '/order',
    links: [
      { key: 'orderNumbers', path: '/order/numbers' },
      { key: 'dedicatedChannel', path: '/order/dedicated-channels' },
      { key: 'sharedChannel', path: '/order/shared-channels', access: 'capacity' },
      { key: 'pstnUpgrade', path: '/order/pstn-upgrade' },
      { key: 'openOrders', path: '/order/open' },
      { key: 'orderHistory', path: '/order/history' },
      { key: 'incompleteOrders', path: '/order/incomplete' },
    ],
  },
  { key: 'numbers', base: '/numbers', links: [{ key: 'myNumbers', path: '/numbers/existing' }] },
  {
    key: 'capacity',
    base: '/capacity',
    links: [
      { key: 'myDidGroups', path: '/capacity/did-groups/existing', access: 'capacity', scope: '/capacity/did-groups' },
      { key: 'addDidGroup', path: '/capacity/did-groups/new', access: 'capacity', scope: '/capacity/did-groups' },
      { key: 'dedicatedChannels', path: '/capacity/dedicated-channels' },
      { key: 'trunks', path: '/capacity/trunks' },
    ],
  },
  {
    key: 'profiles',
    base: '/profiles',
    links: [
      { key: 'endUsers', path: '/profiles/existing' },
      { key: 'addEndUser', path: '/profiles/new' },
      { key: 'documents', path: '/profiles/documents' },
    ],
  },
  {
    key: 'product',
    base: '/product',
    links: [
      { key: 'coverage', path: '/product/coverage' },
      { key: 'priceLists', path: '/product/pricelist' },
      { key: 'productSheet', path: '/product/product-sheet' },
      { key: 'terms', path: '/product/terms-and-conditions' },
    ],
  },
  {
    key: 'billing',
    base: '/billing',
    links: [
      { key: 'invoices', path: '/billing/invoices' },
      { key: 'cdrs', path: '/reports/cdrs' },
      { key: 'balance', path: '/billing/balance', access: 'prepaid', scope: '/billing/balance' },
    ],
  },
  {
    key: 'reports',
    base: '/reports',
    links: [
      { key: 'cdrs', path: '/reports/cdrs' },
      { key: 'snapshot', path: '/reports/snapshot' },
    ],
  },
  {
    key: 'tickets',
    base: '/tickets',
    links: [
      { key: 'openTickets', path: '/tickets/existing' },
      { key: 'createTicket', path: '/tickets/create' },
      { key: 'ticketHistory', path: '/tickets/history' },
    ],
  },
  {
    key: 'settings',
    base: '/settings',
    links: [
      { key: 'general', path: '/settings/general' },
      { key: 'contact', path: '/settings/contact' },
      { key: 'logout', path: '/logout' },
    ],
  },
  {
    key: 'cart',
    base: '/cart',
    links: [
      { key: 'checkout', path: '/cart/checkout' },
      { key: 'cancel', path: '/cart/cancellation' },
    ],
  },
];

export function canAccess(access: Access | undefined, permissions: Permissions | undefined): boolean {
  if (!access) return true;
  if (!permissions) return false;
  return access === 'capacity' ? permissions.isCapacity : permissions.isPrepaid;
}

export const visibleLinks = (section: NavSection, permissions: Permissions | undefined): NavLink[] =>
  section.links.filter((link) => canAccess(link.access, permissions));

/** Where a section link leads: its first permitted sub-link. */
export const firstLink = (section: NavSection, permissions: Permissions | undefined): string | undefined =>
  visibleLinks(section, permissions)[0]?.path;

const underScope = (pathname: string, scope: string) => pathname === scope || pathname.startsWith(`${scope}/`);

/** The access flag guarding a path, if any (from the links' scopes). */
export function accessForPath(pathname: string): Access | undefined {
  for (const section of NAVIGATION) {
    for (const link of section.links) {
      if (link.access && underScope(pathname, link.scope ?? link.path)) return link.access;
    }
  }
  return undefined;
}

/** The section a path belongs to, for highlighting the bar (the dashboard only for `/`). */
export function sectionForPath(pathname: string): NavSection | undefined {
  if (pathname === '/') return NAVIGATION[0];
  const sections = NAVIGATION.slice(1);
  return (
    sections.find((section) => underScope(pathname, section.base)) ??
    sections.find((section) => section.links.some((link) => underScope(pathname, link.path)))
  );
}
