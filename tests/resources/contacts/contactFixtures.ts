/** API answers of the contacts screens (shapes of spec part 2 section 7). */
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';

export const LEVELS = [
  { id: 1, level: 1, description: 'Primary' },
  { id: 2, level: 2, description: 'Escalation' },
  { id: 3, level: 3, description: 'Management' },
];
export const TYPES = [
  { id: 4, name: 'Technical' },
  { id: 5, name: 'Billing' },
];
export const SUBSCRIPTIONS = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `Newsletter ${i + 1}` }));

export const contactRow = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  level: 2,
  name: `Contact ${id}`,
  email: `contact${id}@example.com`,
  type: { id: 5, name: 'Billing' },
  mail_subscription: [
    { id: 1, name: 'Newsletter 1' },
    { id: 3, name: 'Newsletter 3' },
  ],
  ...overrides,
});

export function serveLookups() {
  server.use(
    http.get(api('customer/contacts/levels'), () => HttpResponse.json(LEVELS)),
    http.get(api('customer/contacts/types'), () => HttpResponse.json(TYPES)),
    http.get(api('mail-subscriptions'), () => HttpResponse.json(SUBSCRIPTIONS)),
  );
}
