/**
 * Call detail records (spec part 2 sections 2 and 7 "Reports"; issue 13 item 1): the customer's calls, filtered by
 * place, time (UTC), completion, traffic type and destination, paginated and exported as CSV.
 */
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { lazyRoute } from '@/src/components/lazyRoute';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { defineResource } from '@/resources/defineResource';
import { CDR_FILTERS } from './list/cdrRecord';
import { CDR_LIST } from './list/cdrList';

export default defineResource({
  name: 'cdrs',
  api: { list: ENDPOINTS.reports.cdrs, export: ENDPOINTS.reports.cdrsExport },
  filters: CDR_FILTERS,
  // A record without an id of its own (the spec lists none) is keyed by what makes a call: its time and its parties.
  parse: (row) => ({
    ...row,
    id: row.id ?? [row.start_time, row.number_a, row.number_b, row.related_did].map(String).join('|'),
  }),
  routes: [{ path: PATHS.reports.cdrs, component: lazyRoute(() => import('./CdrList')), list: CDR_LIST }],
  icon: PhoneInTalkIcon,
});
