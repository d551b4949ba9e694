/**
 * A collection that is not the portal's, declared as the README's "Adding a collection" says: a definition and its
 * labels, no component. The generated views' tests run on it, against an in-memory API (MSW) that refuses what a
 * real one would.
 */
import { http, HttpResponse } from 'msw';
import { defineResource, type ResourceDefinition } from '@/src/console/defineResource';
import { RESOURCES } from '@/resources';
import { createDataProvider } from '@/providers/dataProvider';
import { createI18nProvider } from '@/providers/i18nProvider';
import { loadFrench } from '@/src/i18n/loadFrench';
import en, { type MessagePaths } from '@/src/i18n/en';
import { badge, boolean, choice, dateTime, money, number, text, type LabelKey } from '@/src/console/fields';
import { api } from '@/tests/support/msw';

/** The example's labels, which a new collection would add to src/i18n/en/resources.ts (and fr). */
const WEBHOOK_LABELS = {
  name: 'Webhook |||| Webhooks',
  title: 'Webhooks',
  showTitle: 'Webhook',
  createTitle: 'New webhook',
  editTitle: 'Edit webhook',
  httpsOnly: 'The address must start with https://',
  events: { call: 'Incoming call', sms: 'Incoming SMS' },
  statuses: { ok: 'Delivering', failing: 'Failing' },
  fields: {
    url: 'Address',
    event: 'Event',
    status: 'Status',
    active: 'Active',
    deliveries: 'Deliveries',
    spend: 'Spend',
    created: 'Created',
  },
};

export const webhookMessages = createI18nProvider(
  { ...en, resources: { ...en.resources, webhooks: WEBHOOK_LABELS } },
  loadFrench,
);

/**
 * One of the example's label keys. They are in the tests' catalogue above, not the portal's, where a definition's keys
 * are checked: this checks them against the example's labels instead.
 */
const key = (name: MessagePaths<{ resources: { webhooks: typeof WEBHOOK_LABELS } }>) => name as LabelKey;

export const WEBHOOK_PATHS = {
  list: '/settings/webhooks',
  create: '/settings/webhooks/create',
  show: '/settings/webhooks/:id/details',
  edit: '/settings/webhooks/:id/edit',
} as const;

export const webhooks = defineResource()({
  name: 'webhooks',
  api: { list: 'customer/webhooks', one: 'customer/webhooks/:id', export: 'customer/webhooks/export' },
  fields: {
    url: text({
      column: { link: 'show' },
      card: 'key',
      filter: { url: 'search', api: 'url_contains' },
      input: { required: true, pattern: { regex: /^https:\/\//, message: key('resources.webhooks.httpsOnly') } },
    }),
    event: choice({
      card: 'line',
      choices: { labels: { call: key('resources.webhooks.events.call'), sms: key('resources.webhooks.events.sms') } },
      filter: { url: 'event' },
      input: { required: true },
    }),
    status: badge({
      card: 'badge',
      choices: {
        labels: { ok: key('resources.webhooks.statuses.ok'), failing: key('resources.webhooks.statuses.failing') },
      },
    }),
    active: boolean({ input: true }),
    deliveries: number({ card: 'line' }),
    spend: money(),
    created: dateTime({ show: true }),
  },
  list: { path: WEBHOOK_PATHS.list, remove: true },
  show: { path: WEBHOOK_PATHS.show },
  create: { path: WEBHOOK_PATHS.create },
  edit: { path: WEBHOOK_PATHS.edit },
  routes: [],
  recordRepresentation: 'url',
});

export const webhookData = createDataProvider([...RESOURCES, webhooks]);

/** The screen a definition of the example (itself, or a variant a test builds) shows at one of its paths. */
export const screenOf = (path: string, definition: ResourceDefinition = webhooks) => {
  const route = definition.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no generated route at ${path}`);
  return route.component;
};

type Webhook = Record<string, unknown> & { id: number };

/** The API: a list with its filters, one record, create, update, delete; `https` enforced as a real one would. */
export function webhookApi(rows: Webhook[]) {
  const requests: { method: string; url: URL; body?: unknown }[] = [];
  const find = (id: string) => rows.find((row) => String(row.id) === id);
  const refuse = (body: Record<string, unknown>) => {
    const url = body.url;
    return typeof url === 'string' && !url.startsWith('https://')
      ? HttpResponse.json({ url: ['Only https addresses are accepted.'] }, { status: 400 })
      : undefined;
  };
  const handlers = [
    http.get(api('customer/webhooks'), ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      const contains = url.searchParams.get('url_contains') ?? '';
      const event = url.searchParams.get('event');
      const results = rows.filter((row) => String(row.url).includes(contains) && (!event || row.event === event));
      return HttpResponse.json({ results, count: results.length });
    }),
    http.get(api('customer/webhooks/:id'), ({ params }) => {
      const row = find(String(params.id));
      return row ? HttpResponse.json(row) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.post(api('customer/webhooks'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'POST', url: new URL(request.url), body });
      const refused = refuse(body);
      if (refused) return refused;
      const row = { ...body, id: rows.length + 100, status: 'ok', deliveries: 0, spend: '0.00' } as Webhook;
      rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put(api('customer/webhooks/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'PUT', url: new URL(request.url), body });
      const refused = refuse(body);
      if (refused) return refused;
      const row = find(String(params.id));
      if (!row) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      Object.assign(row, body);
      return HttpResponse.json(row);
    }),
    http.delete(api('customer/webhooks/:id'), ({ request, params }) => {
      requests.push({ method: 'DELETE', url: new URL(request.url) });
      const index = rows.findIndex((row) => String(row.id) === String(params.id));
      if (index < 0) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      rows.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, requests };
}
