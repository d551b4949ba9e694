/**
 * What the navigation tests expect of each route: the spec's navigation table (`navigation.fixture.ts`, written from
 * the spec, not read from the app), and which routes are delivered so far (the rest come with later issues: 404 for now).
 */
import { SPEC_NAVIGATION, type SpecLink, type SpecSection } from './navigation.fixture';
import type { AccountName } from './fixtures';

export type NavLink = SpecLink;
export type NavSection = SpecSection;
export const NAVIGATION = SPEC_NAVIGATION;

export const sectionLabel = (section: NavSection): string => section.label;
/** The text of a link in its section's dropdown (only sections of more than one link, the cart and user settings have one). */
export function linkLabel(link: NavLink): string {
  if (link.label === undefined) throw new Error(`The spec gives no label for ${link.path}`);
  return link.label;
}

/** Routes delivered so far and the heading (h1) each must show. /logout is checked on its own. */
export const DELIVERED_PAGES: Record<string, string> = {
  '/': 'Dashboard',
  '/api/settings': 'API',
  '/settings/general': 'General',
  '/settings/contact': 'Contact details',
  '/settings/activity': 'Activity',
  '/settings/security': 'Security',
  '/profiles/existing': 'End-users',
  '/profiles/new': 'Add new end user',
  '/profiles/documents': 'Documents',
  '/numbers/existing': 'My numbers',
  '/numbers/porting': 'Porting',
  '/numbers/porting/create': 'New porting request',
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
  '/billing/invoices': 'Invoices',
  '/billing/balance': 'Balance',
  '/reports/cdrs': 'Call detail records',
  '/reports/snapshot': 'Account snapshot',
  '/product/pricelist': 'Price lists',
  '/product/product-sheet': 'Product Sheet',
  '/product/terms-and-conditions': 'Terms and Conditions',
  '/tickets/existing': 'Open Tickets',
  '/tickets/create': 'Create Ticket',
  '/tickets/history': 'Ticket History',
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
function section(label: string): NavSection {
  const found = NAVIGATION.find((item) => item.label === label);
  if (!found) throw new Error(`No section ${label} in the spec's table`);
  return found;
}
export const SETTINGS = section('User settings');
export const CART = section('Cart');
export const BAR_SECTIONS = NAVIGATION.filter((item) => item !== SETTINGS && item !== CART);
