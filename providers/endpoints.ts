/**
 * The portal API's paths (relative to the API root, spec section 7) that more than one module names,
 * written once: the collections of the resource registry, whose single records the typed helpers of
 * providers/api call too, and the lookups whose path is also their react-query cache key. A path used by
 * one helper only stays in that helper. Like src/paths.ts, a leaf module. `:id` is filled by `apiPath`.
 */
export const ENDPOINTS = {
  contacts: {
    list: 'customer/contacts',
    one: 'customer/contacts/:id',
    types: 'customer/contacts/types',
    levels: 'customer/contacts/levels',
  },
  profiles: {
    list: 'customer/account',
    one: 'customer/account/:id',
    forSelect: 'customer/account/for-select',
    forSelectWithoutBlocked: 'customer/account/for-select-without-blocked',
  },
  numbers: {
    list: 'customer/dids',
    one: 'customer/dids/:id',
    /** A number's details (spec part 1 section 7 "Number details"): its plan, dates and prices. */
    general: 'customer/dids/:id/general',
    export: 'customer/dids/export',
    /** My numbers' export asks for CSV with `csv_export` (spec part 1 section 7), not the general `_export=csv`. */
    exportQuery: { csv_export: '1' },
  },
  trunks: {
    list: 'customer/trunks',
    one: 'customer/trunks/:id',
    forSelect: 'customer/trunks/for-select',
  },
  didGroups: {
    list: 'customer/capacity/did-groups',
    one: 'customer/capacity/did-groups/:id',
  },
  dedicatedChannels: {
    existing: 'customer/dids/dedicated-channels/existing',
    available: 'customer/dids/dedicated-channels/available',
  },
  coverage: {
    list: 'customer/plans/coverage',
    export: 'customer/plans/coverage/export',
  },
  orders: {
    /** `:kind` is one of the lists: open, history, incomplete. */
    list: 'customer/orders/:kind',
    one: 'customer/orders/:id',
  },
  account: {
    me: 'customer/me',
    balance: 'customer/balance',
    balanceHistory: 'customer/balance/history',
    authToken: 'customer/auth-token',
    details: 'customer/details',
    planFieldDescription: 'customer/plan-field-description',
    didServiceTypes: 'customer/did-service-type',
    mailSubscriptions: 'mail-subscriptions',
  },
  reports: {
    cdrs: 'customer/reports/pcdrs',
    cdrsExport: 'customer/reports/pcdrs/export',
    cdrsTrafficTypes: 'customer/reports/pcdrs/traffic-types',
    /** Ours, beyond the spec (a sandbox extension): totals and calls per day under the list's filters. */
    cdrsSummary: 'customer/reports/pcdrs/summary',
    /** The snapshot page's table and the dashboard's top 3 + Others. */
    accountSnapshot: 'customer/reports/account-snapshot',
    /** The snapshot page's DID groups of a capacity customer (no `customer/` prefix, as the spec writes them). */
    didGroups: 'reports/didGroups/',
    didGroupPlans: 'reports/didGroup/plans/',
  },
  /** Ours, beyond the spec (issue 35, a sandbox extension): the account's activity trail; a 404 means none is kept. */
  activity: {
    list: 'customer/activity',
    one: 'customer/activity/:id',
  },
  /** Ours, beyond the spec (issue 46, a sandbox extension): number porting requests; a 404 means none are offered. */
  porting: {
    list: 'customer/porting-requests',
    one: 'customer/porting-requests/:id',
    submit: 'customer/porting-requests/:id/submit',
    documents: 'customer/porting-requests/:id/documents',
    checkNumbers: 'customer/porting-requests/check-numbers',
  },
  /** Ours, beyond the spec (issue 47, a sandbox extension): two-factor sign-in; a 404 on `status` means none. */
  twoFactor: {
    status: 'customer/two-factor',
    setup: 'customer/two-factor/setup',
    confirm: 'customer/two-factor/confirm',
    disable: 'customer/two-factor/disable',
    recoveryCodes: 'customer/two-factor/recovery-codes',
    /** The sign-in's second step, after `user/login` answered `two_factor_required`. */
    signIn: 'user/login/two-factor',
  },
  tickets: {
    open: 'customer/tickets/open',
    history: 'customer/tickets/history',
    details: 'customer/tickets/:id/details',
    countriesForSelect: 'customer/tickets/countries-for-select',
    create: 'customer/tickets/create',
    postComment: 'customer/tickets/:id/post-comment',
  },
  product: {
    /** Price lists; each one's `location` answers its tariff (`PriceListData`). */
    pricelist: 'customer/product/pricelist',
    productSheet: 'customer/product/product-sheet',
    terms: 'customer/product/terms-and-conditions',
  },
};

/** `customer/account/:id` + `{ id: 12 }` -> `customer/account/12`: the same filling as the portal's own URLs. */
export { fillPath as apiPath } from './urlPattern';
