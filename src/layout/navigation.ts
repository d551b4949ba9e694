/**
 * The navigation table of spec part 1 section 2 (its URLs from src/paths.ts), the one source of the bar, the mobile menu
 * and route permissions: a link flagged `capacity` or `prepaid` is hidden from other customers,
 * and every path under its `scope` answers them with the not-allowed view.
 */
import type { Permissions } from '@/providers/types';
import { PATHS } from '@/src/paths';
import type { Extension } from './extensions';

export type Access = 'capacity' | 'prepaid';

export type { Extension } from './extensions';
const NONE: ReadonlySet<Extension> = new Set();

export interface NavLink {
  /** i18n key under `shell.nav.links`. */
  key: string;
  path: string;
  access?: Access;
  /** Path prefix that the access flag guards; defaults to `path`. */
  scope?: string;
  /** The extension its screen reads (src/layout/extensions.ts): hidden when the backend has none. */
  extension?: Extension;
}

export interface NavSection {
  /** i18n key under `shell.nav.sections`. */
  key: string;
  /** The section's own path; a section link opens its first permitted sub-link. */
  base: string;
  links: NavLink[];
}

export const NAVIGATION: NavSection[] = [
  { key: 'dashboard', base: PATHS.home, links: [{ key: 'dashboard', path: PATHS.home }] },
  { key: 'api', base: PATHS.api.section, links: [{ key: 'apiSettings', path: PATHS.api.settings }] },
  {
    key: 'order',
    base: PATHS.order.section,
    links: [
      { key: 'orderNumbers', path: PATHS.order.numbers },
      { key: 'dedicatedChannel', path: PATHS.order.dedicatedChannels },
      { key: 'sharedChannel', path: PATHS.order.sharedChannels, access: 'capacity' },
      { key: 'pstnUpgrade', path: PATHS.order.pstnUpgrade },
      { key: 'openOrders', path: PATHS.orders.open.list },
      { key: 'orderHistory', path: PATHS.orders.history.list },
      { key: 'incompleteOrders', path: PATHS.orders.incomplete.list },
    ],
  },
  {
    key: 'numbers',
    base: PATHS.numbers.section,
    links: [
      { key: 'myNumbers', path: PATHS.numbers.list },
      // Ours, beyond the spec (issue 46): porting requests, where the backend takes them.
      { key: 'porting', path: PATHS.porting.list, extension: 'porting' },
    ],
  },
  {
    key: 'capacity',
    base: PATHS.capacity.section,
    links: [
      { key: 'myDidGroups', path: PATHS.didGroups.list, access: 'capacity', scope: PATHS.didGroups.section },
      { key: 'addDidGroup', path: PATHS.didGroups.create, access: 'capacity', scope: PATHS.didGroups.section },
      { key: 'dedicatedChannels', path: PATHS.capacity.dedicatedChannels },
      { key: 'trunks', path: PATHS.capacity.trunks },
    ],
  },
  {
    key: 'profiles',
    base: PATHS.profiles.section,
    links: [
      { key: 'endUsers', path: PATHS.profiles.list },
      { key: 'addEndUser', path: PATHS.profiles.create },
      { key: 'documents', path: PATHS.profiles.documents },
    ],
  },
  {
    key: 'product',
    base: PATHS.product.section,
    links: [
      { key: 'coverage', path: PATHS.product.coverage },
      { key: 'priceLists', path: PATHS.product.priceLists },
      { key: 'productSheet', path: PATHS.product.productSheet },
      { key: 'terms', path: PATHS.product.terms },
    ],
  },
  {
    key: 'billing',
    base: PATHS.billing.section,
    links: [
      { key: 'invoices', path: PATHS.billing.invoices },
      { key: 'cdrs', path: PATHS.reports.cdrs },
      { key: 'balance', path: PATHS.billing.balance, access: 'prepaid', scope: PATHS.billing.balance },
    ],
  },
  {
    key: 'reports',
    base: PATHS.reports.section,
    links: [
      { key: 'cdrs', path: PATHS.reports.cdrs },
      { key: 'snapshot', path: PATHS.reports.snapshot },
    ],
  },
  {
    key: 'tickets',
    base: PATHS.tickets.section,
    links: [
      { key: 'openTickets', path: PATHS.tickets.open },
      { key: 'createTicket', path: PATHS.tickets.create },
      { key: 'ticketHistory', path: PATHS.tickets.history },
    ],
  },
  {
    key: 'settings',
    base: PATHS.settings.section,
    links: [
      { key: 'general', path: PATHS.settings.general },
      { key: 'contact', path: PATHS.settings.contacts },
      // Ours, beyond the spec (issue 35): the account's activity trail, where the backend keeps one.
      { key: 'activity', path: PATHS.settings.activity, extension: 'activity' },
      // Ours (issue 47): two-factor sign-in, where the backend offers it.
      { key: 'security', path: PATHS.settings.security, extension: 'twoFactor' },
      { key: 'logout', path: PATHS.logout },
    ],
  },
  {
    key: 'cart',
    base: PATHS.cart.section,
    links: [
      { key: 'checkout', path: PATHS.cart.checkout },
      { key: 'cancel', path: PATHS.cart.cancellation },
    ],
  },
];

export function canAccess(access: Access | undefined, permissions: Permissions | undefined): boolean {
  if (!access) return true;
  if (!permissions) return false;
  return access === 'capacity' ? permissions.isCapacity : permissions.isPrepaid;
}

/** The links the customer may open: permitted, and not reading an extension the backend lacks (`missing`). */
export const visibleLinks = (
  section: NavSection,
  permissions: Permissions | undefined,
  missing: ReadonlySet<Extension> = NONE,
): NavLink[] =>
  section.links.filter(
    (link) => canAccess(link.access, permissions) && !(link.extension && missing.has(link.extension)),
  );

/** Where a section link leads: its first permitted sub-link. */
export const firstLink = (
  section: NavSection,
  permissions: Permissions | undefined,
  missing?: ReadonlySet<Extension>,
): string | undefined => visibleLinks(section, permissions, missing)[0]?.path;

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
  if (pathname === PATHS.home) return NAVIGATION[0];
  const sections = NAVIGATION.slice(1);
  return (
    sections.find((section) => underScope(pathname, section.base)) ??
    sections.find((section) => section.links.some((link) => underScope(pathname, link.path)))
  );
}
