/**
 * The prepaid balance's history (spec part 2 sections 2 and 7 "Billing", /billing/balance/history): its movements with
 * or without calls (URL `showCalls`, sent as `show`: 1 with calls, 2 without; without by default), paginated, exported
 * as CSV; above them, the balance over the page's time (a chart drawn once the rows are in).
 */
import HistoryIcon from '@mui/icons-material/History';
import { defineResource } from '@/src/console/defineResource';
import { BALANCE_HISTORY_SHOW } from '@/providers/types';
import { choice, day, money, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

export default defineResource()({
  name: 'balance-history',
  api: { list: 'customer/balance/history', export: 'customer/balance/history/export' },
  fields: {
    date_modified: day({ card: 'badge' }),
    description: text({ card: 'plain' }),
    value: money({ card: 'key' }),
    balance: money({ card: 'line' }),
    show: choice({
      column: false,
      show: false,
      filter: {
        url: 'showCalls',
        numeric: true,
        label: 'billing.history.showCalls',
        component: lazyPart(listParts, 'ShowCallsInput'),
      },
    }),
  },
  list: {
    path: PATHS.billing.balanceHistory,
    title: 'billing.history.title',
    intro: lazyPart(listParts, 'DeferredChart'),
    filterDefaultValues: { showCalls: BALANCE_HISTORY_SHOW.withoutCalls },
  },
  routes: [],
  icon: HistoryIcon,
});
