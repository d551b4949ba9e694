/**
 * The navigation table of the spec (part 1 section 2, "Navigation bar"), written out here word for word so that the
 * navigation tests check the app against the spec, never against the app's own table: renaming, moving or dropping a
 * link in the app must fail them. Edit this file only when the spec changes.
 *
 * `base` is the section path the spec gives in brackets (Dashboard and API give none); `label` of a link is its text
 * in the spec (a section of one bare path shows the section's own label, so its link has none); `access` is the
 * spec's "capacity only" / "capacity customers only" and "prepaid only".
 */
export type Access = 'capacity' | 'prepaid';

export interface SpecLink {
  label?: string;
  path: string;
  access?: Access;
}

export interface SpecSection {
  label: string;
  base?: string;
  links: SpecLink[];
}

export const SPEC_NAVIGATION: readonly SpecSection[] = [
  { label: 'Dashboard', links: [{ path: '/' }] },
  { label: 'API', links: [{ path: '/api/settings' }] },
  {
    label: 'Order',
    base: '/order',
    links: [
      { label: 'Numbers', path: '/order/numbers' },
      { label: 'Dedicated Channel', path: '/order/dedicated-channels' },
      { label: 'Shared Channel', path: '/order/shared-channels', access: 'capacity' },
      { label: 'PSTN Upgrade', path: '/order/pstn-upgrade' },
      { label: 'Open Orders', path: '/order/open' },
      { label: 'Order History', path: '/order/history' },
      { label: 'Incomplete orders', path: '/order/incomplete' },
    ],
  },
  {
    label: 'Numbers',
    base: '/numbers',
    links: [
      { label: 'My Numbers', path: '/numbers/existing' },
      // Issue 46 extends the spec's table: number porting requests, under Numbers after My Numbers.
      { label: 'Porting', path: '/numbers/porting' },
    ],
  },
  {
    label: 'Capacity',
    base: '/capacity',
    links: [
      { label: 'My DID-Groups', path: '/capacity/did-groups/existing', access: 'capacity' },
      { label: 'Add DID-Group', path: '/capacity/did-groups/new', access: 'capacity' },
      { label: 'Ded. Channels', path: '/capacity/dedicated-channels' },
      { label: 'Trunks', path: '/capacity/trunks' },
    ],
  },
  {
    label: 'End users',
    base: '/profiles',
    links: [
      { label: 'End-users', path: '/profiles/existing' },
      { label: 'Add new end user', path: '/profiles/new' },
      { label: 'Documents', path: '/profiles/documents' },
    ],
  },
  {
    label: 'Product',
    base: '/product',
    links: [
      { label: 'Coverage', path: '/product/coverage' },
      { label: 'Price lists', path: '/product/pricelist' },
      { label: 'Product Sheet', path: '/product/product-sheet' },
      { label: 'Terms and Conditions', path: '/product/terms-and-conditions' },
    ],
  },
  {
    label: 'Billing',
    base: '/billing',
    links: [
      { label: 'Invoices', path: '/billing/invoices' },
      { label: "CDR's", path: '/reports/cdrs' },
      { label: 'Balance/Top-up', path: '/billing/balance', access: 'prepaid' },
    ],
  },
  {
    label: 'Reports',
    base: '/reports',
    links: [
      { label: "CDR's", path: '/reports/cdrs' },
      { label: 'Snapshot', path: '/reports/snapshot' },
    ],
  },
  {
    label: 'Tickets',
    base: '/tickets',
    links: [
      { label: 'Open Tickets', path: '/tickets/existing' },
      { label: 'Create Ticket', path: '/tickets/create' },
      { label: 'Ticket History', path: '/tickets/history' },
    ],
  },
  {
    label: 'User settings',
    base: '/settings',
    links: [
      { label: 'General', path: '/settings/general' },
      { label: 'Contact details', path: '/settings/contact' },
      // Issue 35 extends the spec's table: the account's activity trail, under User settings before Logout.
      { label: 'Activity', path: '/settings/activity' },
      // Issue 47 too: two-factor sign-in.
      { label: 'Security', path: '/settings/security' },
      { label: 'Logout', path: '/logout' },
    ],
  },
  {
    label: 'Cart',
    links: [
      { label: 'Checkout', path: '/cart/checkout' },
      { label: 'Cancel', path: '/cart/cancellation' },
    ],
  },
];
