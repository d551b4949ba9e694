/**
 * Call detail records (spec part 2 sections 2 and 7 "Reports"; issue 13 item 1): /reports/cdrs, the customer's calls,
 * filtered in a Search column left of the table (each filter its own URL parameter) by place, time (UTC), completion,
 * traffic type and destination, paginated 20/50/100/250 and exported as CSV with the same filters. Above the rows, the
 * quick ranges and the totals and calls per day of the filtered records (ours, beyond the spec).
 */
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { defineResource } from '@/src/console/defineResource';
import { boolean, country, duration, money, reference, text, utcDateTime } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { CDR_FILTERS, type CdrRecord } from './list/cdrRecord';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

const F = 'reports.cdrs.filters';

export default defineResource<CdrRecord>()({
  name: 'cdrs',
  api: { list: ENDPOINTS.reports.cdrs, export: ENDPOINTS.reports.cdrsExport },
  // The filters' API names, one table with the totals above the rows (they ask the summary with the list's filters).
  filters: CDR_FILTERS,
  parse: (row) => ({
    ...row,
    // A record without an id of its own (the spec lists none) is keyed by what makes a call: its time and its parties.
    id: row.id ?? [row.start_time, row.number_a, row.number_b, row.related_did].map(String).join('|'),
    ips: `${String(row.src_ip)} / ${String(row.dst_ip)}`,
  }),
  fields: {
    // The day and the time may stand on two lines, each whole: the 13 columns fit beside the Search column.
    // On a phone: the start (UTC) and the cost; the parties; the place; the durations; the number (list.cardLines).
    start_time: utcDateTime({
      column: { wrap: true },
      render: lazyPart(listParts, 'StartTime'),
      card: { role: 'key', render: lazyPart(listParts, 'StartTimeUtc') },
    }),
    country: country({
      path: 'country.name',
      column: { wrap: true },
      card: 'plain',
      filter: { url: 'country', numeric: true, label: `${F}.country` },
    }),
    area: text({
      path: 'area.name',
      card: { line: 'country', join: ', ' },
      filter: {
        url: 'area',
        numeric: true,
        label: `${F}.area`,
        component: lazyPart(listParts, 'AreaFilter'),
      },
    }),
    destination: text({
      path: 'destination.name',
      card: { line: 'country', join: ', ' },
      filter: {
        url: 'destination',
        numeric: true,
        label: `${F}.destination`,
        component: lazyPart(listParts, 'DestinationFilter'),
      },
    }),
    // The call's time once more, for its two filters (after the place's in the Search column): From not after To.
    period: utcDateTime({
      path: 'start_time',
      column: false,
      show: false,
      filter: [
        { url: 'from', label: `${F}.from`, component: lazyPart(listParts, 'FromFilter') },
        {
          url: 'to',
          label: `${F}.to`,
          component: lazyPart(listParts, 'DateTimeFilter', { invalidMessage: `${F}.invalidDateTime` }),
        },
      ],
    }),
    number_a: text({ column: { wrap: false }, card: 'plain' }),
    number_b: text({ column: { wrap: false }, card: { line: 'number_a', join: ' → ' } }),
    related_did: reference({ card: 'line', reference: { resource: 'numbers', path: PATHS.numbers.details } }),
    // The two addresses may stand on two lines.
    ips: text(),
    duration: duration({ card: { render: lazyPart(listParts, 'DurationLine') } }),
    rounded_up_duration: duration(),
    realized: boolean({
      column: { wrap: true },
      filter: {
        url: 'completed',
        label: `${F}.completed`,
        component: lazyPart(listParts, 'CompletedFilter'),
      },
    }),
    price: money({ card: 'badge' }),
    traffic_type: reference({
      column: { wrap: true },
      card: { line: 'country', join: ', ' },
      filter: {
        url: 'trafficType',
        numeric: true,
        label: `${F}.trafficType`,
        component: lazyPart(listParts, 'TrafficTypeFilter'),
      },
    }),
  },
  list: {
    path: PATHS.reports.cdrs,
    title: 'reports.cdrs.title',
    intro: lazyPart(listParts, 'CdrIntro'),
    actions: lazyPart(listParts, 'CdrExportButton'),
    filterPlacement: 'aside',
    dense: true,
    cardLines: ['number_a', 'country', 'duration', 'related_did'],
  },
  routes: [],
  icon: PhoneInTalkIcon,
});
