/** Entities and MSW handlers of the ordering screens' component tests. */
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import type { AvailableDid, CartDidLine, CurrentUser, PlanListItem, PlanPricing } from '@/providers/types';

const outbound = (
  lt: boolean,
  pstn: boolean,
  pstnUpgradable = false,
  error: string | null = null,
): PlanListItem['outbound'] => ({
  lt: { active: lt, can_be_upgraded: false },
  pstn: { active: pstn, can_be_upgraded: pstnUpgradable },
  error_message: error,
});

export const plan = (id: number, over: Partial<PlanListItem> = {}): PlanListItem => ({
  id,
  plan_type: 1,
  name: `Plan ${id}`,
  type: { id: 1, name: 'Geographic' },
  country: { id: 4, name: 'Netherlands' },
  tos: 3,
  lt_available: true,
  pstn_available: false,
  sms_available: false,
  nrc: '5.00',
  mrc: '1.50',
  porting: true,
  leadtime: 2,
  leadtime_no_stock: 20,
  stock: 12,
  has_outbound_rates: false,
  outbound: outbound(true, true),
  ...over,
});

export const OUTBOUND = {
  ltBlocked: outbound(false, false, false, 'Outbound calls are not available for this plan.'),
  pstnUpgradable: outbound(true, false, true),
};

export const pricing: PlanPricing = {
  non_usage: {
    did_nrc: '5.00',
    did_mrc: '1.50',
    default_channels: 2,
    max_channels: 30,
    channel_nrc: '3.00',
    channel_mrc: '4.00',
    shared_channel_nrc: '6.00',
    shared_channel_mrc_lt_10: '7.00',
    shared_channel_mrc_10_to_100: '6.50',
    shared_channel_mrc_gt_100: '6.00',
    max_shared_channels: 200,
  },
  usage: { call_set_up: '0.01', price_min_fix: '0.02', price_min_mob: '0.09', billing_increment: '60/60' },
  contract: { duration: 12, cancellation: 1 },
};

export const me = (paymentModel: 'capacity' | 'metered'): CurrentUser => ({
  login: 'demo',
  customer_type: 1,
  payment_model: paymentModel,
  is_hijacked: false,
  company_name: 'Acme',
  currency: 'EUR',
});

export const availableDid = (id: number, did: string): AvailableDid => ({
  id,
  did,
  lt_available: true,
  pstn_available: true,
  sms_available: false,
  plan: { name: 'Plan 7' },
  tos: { id: 3 },
});

export const cartLine = (id: number, did: string | null, over: Partial<CartDidLine> = {}): CartDidLine => ({
  id,
  kind: did ? 'did' : 'backorder',
  is_backorder: did === null,
  country: { id: 4, name: 'Netherlands' },
  tos: 3,
  area: { id: 42, name: 'Amsterdam', prefix: '20', area_group_id: 1 },
  plan: { id: 7, name: 'Plan 7', type: 1 },
  outbound_plan: null,
  amount: 1,
  did,
  nrc_price: '5.00',
  mrc_price: '1.50',
  duration: 12,
  location: 'Amsterdam',
  is_dedicated_channel: false,
  is_shared_channel: false,
  is_pstn_upgrade: false,
  profile: null,
  trunk: null,
  use_case: null,
  saved: false,
  ...over,
});

/** Countries, types of service and number types of the search form. */
export function serveSearchLookups(paymentModel: 'capacity' | 'metered' = 'capacity') {
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json(me(paymentModel))),
    http.get(api('customer/countries/plans/for-select'), () =>
      HttpResponse.json([
        { value: 4, name: 'Netherlands' },
        { value: 5, name: 'Germany' },
      ]),
    ),
    http.get(api('customer/countries/:country/tos'), () =>
      HttpResponse.json([
        { value: 3, name: 'LT' },
        { value: 2, name: 'PSTN' },
      ]),
    ),
    http.get(api('customer/plans/countries/:country/did-types'), () =>
      HttpResponse.json([
        { id: 1, name: 'Geographic', available: true },
        { id: 2, name: 'Mobile', available: false },
        { id: 4, name: 'National', available: true },
        { id: 5, name: 'Tollfree', available: false },
        { id: 6, name: 'Shared Cost', available: false },
        { id: 7, name: 'UIFN', available: false },
      ]),
    ),
    http.get(api('customer/cart/check-out'), () =>
      HttpResponse.json({ rows: [], total: { mrc: '0.00', nrc: '0.00' }, restrictions: [] }),
    ),
  );
}
