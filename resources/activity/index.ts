/**
 * Account activity (issue 35; ours, beyond the spec: GET customer/activity, a sandbox extension): what was done on the
 * account and by whom, support included, at /settings/activity. The first collection onboarded by configuration
 * alone: this definition, its labels (src/i18n/{en,fr}/activity.ts), one navigation line and its endpoint; no
 * component of its own. Support's login reads as on the bar while it works for the customer: "[DEV] support".
 */
import HistoryIcon from '@mui/icons-material/History';
import { ENDPOINTS } from '@/providers/endpoints';
import { actorLabel } from '@/providers/permissions';
import { defineResource } from '@/src/console/defineResource';
import { choice, reference, text, utcDateTime } from '@/src/console/fields';
import { PATHS } from '@/src/paths';
import { ACTIVITY_KINDS } from '@/providers/activityKinds';

const A = 'resources.activity';

export default defineResource()({
  name: 'activity',
  api: { list: ENDPOINTS.activity.list, one: ENDPOINTS.activity.one, export: ENDPOINTS.activity.list },
  parse: (row) => ({ ...row, who: actorLabel(String(row.actor ?? ''), row.actor_type === 'support') }),
  fields: {
    time: utcDateTime({
      card: 'key',
      filter: [
        { url: 'from', api: 'from', label: `${A}.filters.from` },
        { url: 'to', api: 'to', label: `${A}.filters.to` },
      ],
    }),
    who: text({
      column: { wrap: false },
      card: 'line',
      filter: { url: 'actor', api: 'actor', input: 'choice' },
      choices: { labels: { customer: `${A}.actors.customer`, support: `${A}.actors.support` } },
    }),
    kind: choice({
      card: 'line',
      filter: { url: 'kind' },
      choices: { labels: Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, `${A}.kinds.${kind}`])) },
    }),
    summary: text({ card: 'line' }),
    // The object's page where the portal has one (the account, a trunk's address, a backorder or channels have none),
    // while the object exists; the filter matches its name or id.
    object: reference({
      card: 'line',
      empty: `${A}.noObject`,
      filter: { url: 'object', input: 'text' },
      reference: {
        exists: 'exists',
        paths: {
          contact: PATHS.settings.contactEdit,
          trunk: PATHS.capacity.trunkEdit,
          did: PATHS.numbers.details,
          did_group: PATHS.didGroups.edit,
          end_user: PATHS.profiles.edit,
          document: PATHS.profiles.documents,
          cart: PATHS.cart.checkout,
          cancellation_cart: PATHS.cart.cancellation,
          order: PATHS.orders.history.details,
          payment: PATHS.billing.balanceHistory,
          ticket: PATHS.tickets.details,
          porting_request: PATHS.porting.details,
        },
      },
    }),
  },
  list: {
    path: PATHS.settings.activity,
    filterOrder: ['actor', 'kind', 'object', 'from', 'to'],
  },
  routes: [],
  icon: HistoryIcon,
});
