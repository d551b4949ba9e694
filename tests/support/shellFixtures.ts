/** The three demo accounts of the sandbox, as MSW handlers for the shell's lookups. */
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from './msw';
import type { Balance, CheckoutRow, CheckoutSummary, CurrentUser } from '@/providers/types';

// The machine running the suite is shared: give lookups more than the default second to answer.
configure({ asyncUtilTimeout: 5000 });

export const demoMe: CurrentUser = {
  login: 'demo',
  customer_type: 1,
  payment_model: 'capacity',
  is_hijacked: false,
  company_name: 'Northwind Telecom B.V.',
  currency: 'EUR',
};
export const meteredMe: CurrentUser = {
  login: 'metered',
  customer_type: 2,
  payment_model: 'metered',
  is_hijacked: false,
  company_name: 'Metered Ltd',
  currency: 'EUR',
};
export const supportMe: CurrentUser = { ...demoMe, is_hijacked: true };

export const demoBalance: Balance = {
  balance: '1250.40',
  balance_threshold: '100.00€',
  is_below_threshold: false,
  currency: 'EUR',
};

const row = (id: number): CheckoutRow => ({
  kind: 'did',
  id,
  description: `Line ${id}`,
  amount: 1,
  mrc_price: '1.00',
  nrc_price: '0.00',
  is_backorder: false,
});
export const cartOf = (lines: number): CheckoutSummary => ({
  rows: Array.from({ length: lines }, (_, index) => row(index + 1)),
  total: { mrc: `${lines}.00`, nrc: '0.00' },
  restrictions: [],
});

interface Account {
  me: CurrentUser;
  balance?: Balance;
  cart?: CheckoutSummary;
}

/** Answers customer/me, customer/balance (403 for postpaid) and the checkout summary. */
export function serveAccount({ me, balance = demoBalance, cart = cartOf(0) }: Account) {
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json(me)),
    http.get(api('customer/balance'), () =>
      me.customer_type === 1
        ? HttpResponse.json(balance)
        : HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
    ),
    http.get(api('customer/cart/check-out'), () => HttpResponse.json(cart)),
    // A backend that keeps the account's trail (issue 35): the bar asks it whether to show Activity.
    http.get(api('customer/activity'), () => HttpResponse.json({ results: [], count: 0 })),
    // And one that takes porting requests (issue 46): the Numbers menu's Porting link.
    http.get(api('customer/porting-requests'), () => HttpResponse.json({ results: [], count: 0 })),
    // And one with two-factor sign-in (issue 47): User settings' Security link.
    http.get(api('customer/two-factor'), () =>
      HttpResponse.json({ enabled: false, enabled_at: null, recovery_codes_left: 0 }),
    ),
  );
}

/** Pretends the viewport is `width` px wide for MUI's useMediaQuery. */
export function setViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
