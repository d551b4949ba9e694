/**
 * Every URL of the portal, written once: the spec's URLs exactly (users bookmark them and e-mails link
 * to them). The routes (the resource definitions, the page registry, App), the navigation table, the
 * access guards and every link read them here. A leaf module: it imports nothing (vite.config.ts reads it through
 * scripts/preloadChunks.ts, before any alias exists), so any screen can import it without closing an import cycle.
 * Patterns use react-router's `:param` syntax; `fillPath` (providers/urlPattern.ts) turns one into a link.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  logout: '/logout',
  passwordReset: '/password/reset',
  api: {
    section: '/api',
    settings: '/api/settings',
  },
  order: {
    section: '/order',
    numbers: '/order/numbers',
    availableDids: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId',
    prefixCheckout: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId/checkout',
    backorder: '/order/numbers/backorders/plans/:id/type/:type/prefixes/:prefixId',
    dedicatedChannels: '/order/dedicated-channels',
    dedicatedChannelsCancel: '/order/dedicated-channels/cancel',
    sharedChannels: '/order/shared-channels',
    sharedChannelsCancel: '/order/shared-channels/cancel',
    pstnUpgrade: '/order/pstn-upgrade',
    pstnCheckout: '/order/pstn-upgrade/plans/:id/type/:type/checkout',
  },
  /** The three order lists and their details screens, by list kind. */
  orders: {
    open: { list: '/order/open', details: '/order/open/:uuid/details' },
    history: { list: '/order/history', details: '/order/history/:uuid/details' },
    incomplete: { list: '/order/incomplete', details: '/order/incomplete/:uuid/details' },
  },
  numbers: {
    section: '/numbers',
    list: '/numbers/existing',
    details: '/numbers/:id/details',
  },
  /** Ours, beyond the spec (issue 46): number porting requests, under Numbers. */
  porting: {
    list: '/numbers/porting',
    create: '/numbers/porting/create',
    details: '/numbers/porting/:id/details',
    edit: '/numbers/porting/:id/edit',
  },
  capacity: {
    section: '/capacity',
    dedicatedChannels: '/capacity/dedicated-channels',
    trunks: '/capacity/trunks',
    trunkEdit: '/capacity/trunks/:id/edit',
  },
  didGroups: {
    /** Every DID-group screen is under this prefix (the capacity model's guard). */
    section: '/capacity/did-groups',
    list: '/capacity/did-groups/existing',
    create: '/capacity/did-groups/new',
    edit: '/capacity/did-groups/:id/edit',
    rename: '/capacity/did-groups/:id/rename',
    remove: '/capacity/did-groups/:id/delete',
  },
  profiles: {
    section: '/profiles',
    list: '/profiles/existing',
    create: '/profiles/new',
    createAlias: '/profiles/edit',
    edit: '/profiles/edit/:id',
    documents: '/profiles/documents',
  },
  product: {
    section: '/product',
    coverage: '/product/coverage',
    priceLists: '/product/pricelist',
    productSheet: '/product/product-sheet',
    terms: '/product/terms-and-conditions',
  },
  billing: {
    section: '/billing',
    invoices: '/billing/invoices',
    invoiceDetails: '/billing/invoices/:uuid/details',
    balance: '/billing/balance',
    balanceHistory: '/billing/balance/history',
  },
  reports: {
    section: '/reports',
    cdrs: '/reports/cdrs',
    snapshot: '/reports/snapshot',
  },
  tickets: {
    section: '/tickets',
    open: '/tickets/existing',
    create: '/tickets/create',
    history: '/tickets/history',
    details: '/tickets/details/:ticketID',
  },
  settings: {
    section: '/settings',
    general: '/settings/general',
    passwordChange: '/settings/password/change',
    /** Ours (issue 47): two-factor sign-in. */
    security: '/settings/security',
    contacts: '/settings/contact',
    contactCreate: '/settings/contact/create',
    contactEdit: '/settings/contact/:id/edit',
    /** Ours, beyond the spec (issue 35): the account's activity trail. */
    activity: '/settings/activity',
  },
  cart: {
    section: '/cart',
    checkout: '/cart/checkout',
    cancellation: '/cart/cancellation',
  },
} as const;

/** The pages that need no sign-in. */
export const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.logout, PATHS.passwordReset];
