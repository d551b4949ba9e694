/** The prepaid balance's history (spec part 2 sections 2 and 7 "Billing"): showCalls is sent as show (1 with calls, 2 without). */
import HistoryIcon from '@mui/icons-material/History';
import { lazyRoute } from '../../src/components/lazyRoute';
import { defineResource } from '../defineResource';
import { BALANCE_HISTORY_PATH } from '../../src/pages/billing/billingPaths';

export default defineResource({
  name: 'balance-history',
  api: { list: 'customer/balance/history', export: 'customer/balance/history/export' },
  filters: { showCalls: 'show' },
  routes: [{ path: BALANCE_HISTORY_PATH, component: lazyRoute(() => import('./BalanceHistoryList')) }],
  icon: HistoryIcon,
});
