/**
 * What the navigation tests expect of each route: the navigation table itself (the app's own),
 * its English labels, and which routes are delivered so far (the rest come with later issues: 404 for now).
 */
import { NAVIGATION, type NavLink, type NavSection } from '../../src/layout/navigation';
import shell from '../../src/i18n/en/shell';
import type { AccountName } from './fixtures';

export { NAVIGATION };
export type { NavLink, NavSection };

const sectionLabels: Record<string, string> = shell.nav.sections;
const linkLabels: Record<string, string> = shell.nav.links;

export const sectionLabel = (section: NavSection): string => sectionLabels[section.key];
export const linkLabel = (link: NavLink): string => linkLabels[link.key];

/** Routes delivered so far and the heading (h1) each must show. /logout is checked on its own. */
export const DELIVERED_PAGES: Record<string, string> = {
  '/': 'Dashboard',
  '/api/settings': 'API',
  '/settings/general': 'General',
  '/settings/contact': 'Contact details',
  '/profiles/existing': 'End-users',
  '/profiles/new': 'Add new end user',
  '/profiles/documents': 'Documents',
  '/numbers/existing': 'My numbers',
  '/capacity/trunks': 'Trunk manager',
  '/capacity/did-groups/existing': 'My DID-Groups',
  '/capacity/did-groups/new': 'Add DID-Group',
  '/capacity/dedicated-channels': 'Dedicated channels',
  '/order/dedicated-channels': 'Dedicated Channel',
  '/order/shared-channels': 'Shared Channel',
  '/order/open': 'Open Orders',
  '/order/history': 'Order History',
  '/order/incomplete': 'Incomplete orders',
  '/order/numbers': 'Numbers',
  '/product/coverage': 'Coverage',
  '/order/pstn-upgrade': 'PSTN Upgrade',
  '/cart/checkout': 'Shopping Cart Checkout',
  '/cart/cancellation': 'Cancellation cart',
};

export const LOGOUT = '/logout';

/** What each demo account may see (spec part 1 section 6). */
export const PERMISSIONS: Record<Exclude<AccountName, 'support'>, { capacity: boolean; prepaid: boolean }> = {
  demo: { capacity: true, prepaid: true },
  metered: { capacity: false, prepaid: false },
};

export const permitted = (link: NavLink, account: keyof typeof PERMISSIONS): boolean =>
  !link.access || PERMISSIONS[account][link.access];

export const visibleLinks = (section: NavSection, account: keyof typeof PERMISSIONS): NavLink[] =>
  section.links.filter((link) => permitted(link, account));

/** Sections shown in the bar's main navigation (User settings and Cart sit at the right of the bar). */
export const BAR_SECTIONS = NAVIGATION.filter((section) => section.key !== 'settings' && section.key !== 'cart');
export const SETTINGS = NAVIGATION.find((section) => section.key === 'settings') as NavSection;
export const CART = NAVIGATION.find((section) => section.key === 'cart') as NavSection;
