/** Cart data of the component tests, shaped as the API contract of issue 5. */
import { http, HttpResponse } from 'msw';
import type { CartDidLine, CheckoutSummary, ProfileCheck } from '@/providers/types';
import { api, server } from '@/tests/support/msw';

export const cartLine = (id: number, overrides: Partial<CartDidLine> = {}): CartDidLine => ({
  id,
  kind: 'did',
  is_backorder: false,
  country: { id: 1, name: 'Netherlands' },
  tos: 3,
  area: { id: 11, name: 'Amsterdam', prefix: '20', area_group_id: 1 },
  plan: { id: 5, name: 'NL Geographic', type: 1 },
  outbound_plan: null,
  amount: 1,
  did: `3120100000${id}`,
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
  ...overrides,
});

export const backorderLine = (id: number, amount = 3) =>
  cartLine(id, { kind: 'backorder', is_backorder: true, did: null, amount });

export const profileCheck: ProfileCheck = {
  columns: [
    { key: 'company_name', label: 'Company name', required: true },
    { key: 'vat_number', label: 'VAT number', required: false },
    { key: 'document_2', label: 'Proof of address', required: true },
  ],
  profiles: [
    {
      id: 8,
      name: 'Acme BV',
      blocked: false,
      values: { company_name: 'Acme BV', vat_number: null, document_2: 'Validated' },
    },
    {
      id: 9,
      name: 'Blocked Ltd',
      blocked: true,
      values: { company_name: null, vat_number: 'NL123', document_2: null },
    },
  ],
};

export const summary = (overrides: Partial<CheckoutSummary> = {}): CheckoutSummary => ({
  rows: [
    {
      id: 1,
      kind: 'did',
      description: 'DID 31201000001 NL Geographic',
      amount: 1,
      mrc_price: '1.50',
      nrc_price: '5.00',
      is_backorder: false,
    },
    {
      id: 2,
      kind: 'backorder',
      description: 'Backorder Amsterdam (20)',
      amount: 3,
      mrc_price: '1.50',
      nrc_price: '5.00',
      is_backorder: true,
    },
  ],
  total: { mrc: '6.00', nrc: '20.00' },
  restrictions: [],
  ...overrides,
});

/** The lookups of a cart line: end users, trunks and DID service types. */
export function serveLookups() {
  server.use(
    http.get(api('customer/account/for-select-without-blocked'), () =>
      HttpResponse.json([
        { value: 8, name: 'Acme BV' },
        { value: 10, name: 'Globex' },
      ]),
    ),
    http.get(api('customer/trunks/for-select'), () =>
      HttpResponse.json([
        { value: 3, name: 'Main trunk' },
        { value: 4, name: 'Backup trunk' },
      ]),
    ),
    http.get(api('customer/did-service-type'), () =>
      HttpResponse.json([
        { id: 1, name: 'Inbound calls' },
        { id: 2, name: 'Contact centre' },
      ]),
    ),
    http.get(api('customer/plans/:id/type/:type/check-profiles'), () => HttpResponse.json(profileCheck)),
    http.get(api('customer/cart/check-out'), () => HttpResponse.json(summary())),
  );
}
