/** The prepaid balance's history (spec part 2 sections 2 and 7 "Billing"): showCalls is sent as show (1 with calls, 2 without). */
import HistoryIcon from '@mui/icons-material/History';
import { lazyRoute } from '@/src/components/lazyRoute';
import { defineResource } from '@/resources/defineResource';
import { PATHS } from '@/src/paths';
import { HISTORY_LIST } from './list/historyList';

export default defineResource({
  name: 'balance-history',
  api: { list: 'customer/balance/history', export: 'customer/balance/history/export' },
  filters: { showCalls: 'show' },
  routes: [
    {
      path: PATHS.billing.balanceHistory,
      component: lazyRoute(() => import('./BalanceHistoryList')),
      list: HISTORY_LIST,
    },
  ],
  icon: HistoryIcon,
});
