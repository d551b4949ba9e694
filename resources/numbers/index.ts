/**
 * The customer's numbers (spec part 1 sections 2 and 7), generated from the fields. My numbers (/numbers/existing):
 * filters country, area (of the chosen country), DID number and end user name; CSV export; the row menu (Details,
 * Change Profile, Change Trunk, Routing Number, Raise Ticket, Delete), the selection and its bulk actions (Cancel,
 * Change Trunk, Change Profile) are parts. A number's details (/numbers/{did}/details): its General tab from the
 * fields, the other tabs parts; the DID Group tab for capacity numbers only; the Cancelled badge beside the title.
 */
import DialpadIcon from '@mui/icons-material/Dialpad';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { badge, country, date, money, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import type { NumberDetails } from '@/providers/types';
import type { NumberRecord } from './numberRecord';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');
/** The details' hand-written parts (its tabs), one chunk. */
const detailsParts = () => import('./details/parts');

const L = 'numbers.list';
const G = 'numbers.details.general';
const T = 'numbers.details.tabs';

/** A value of the General tab only. */
const detail = { column: false } as const;

export default defineResource<NumberRecord, NumberDetails>()({
  name: 'numbers',
  id: 'did',
  // A number is changed through its own calls (profile, trunk, routing: providers/api/numbers.ts); the console reads
  // one number as its details.
  api: {
    list: ENDPOINTS.numbers.list,
    one: ENDPOINTS.numbers.general,
    export: { path: ENDPOINTS.numbers.export, query: ENDPOINTS.numbers.exportQuery },
  },
  parse: (row) => ({ ...row, numberId: row.id }),
  fields: {
    // The row's checkbox, named with its DID: in the table it reads DataTable's selection, on a card the list's.
    select: text({
      label: `${L}.columns.select`,
      render: lazyPart(listParts, 'SelectNumberCell'),
      card: { role: 'select', render: lazyPart(listParts, 'SelectNumberCard') },
    }),
    did: text({
      label: `${L}.columns.did`,
      column: { wrap: false },
      card: 'key',
      filter: { url: 'did', label: `${L}.filters.did` },
    }),
    country: country({
      path: 'country.name',
      label: `${L}.columns.country`,
      card: 'plain',
      filter: { url: 'country', api: 'country', numeric: true, label: `${L}.filters.country` },
    }),
    area: text({
      path: 'area.name',
      label: `${L}.columns.area`,
      card: { line: 'country', join: ', ' },
      filter: {
        url: 'area',
        api: 'area',
        numeric: true,
        label: `${L}.filters.area`,
        component: lazyPart(listParts, 'AreaFilter'),
      },
    }),
    // The end user's name, or the message to contact support for a number without one.
    profile: text({
      path: 'profile.name',
      label: `${L}.columns.profile`,
      render: lazyPart(listParts, 'EndUserCell'),
      card: 'line',
      filter: { url: 'profile', api: 'profile', label: `${L}.filters.profile` },
    }),
    customer_trunk: text({ path: 'customer_trunk.name', label: `${L}.columns.trunk` }),
    mrc: money({ label: `${L}.columns.mrc` }),
    earliest_cancel: date({ label: `${L}.columns.earliestCancel`, card: 'line' }),
    is_being_cancelled: badge({
      label: `${L}.columns.status`,
      card: 'badge',
      choices: { labels: { true: `${L}.cancelled` }, colors: { true: 'error' } },
    }),
    // The details' General tab (with the country, the earliest cancel date and the trunk above).
    area_prefix: text({ ...detail, label: `${G}.area`, render: lazyPart(detailsParts, 'AreaWithPrefix') }),
    type: text({ ...detail, label: `${G}.type` }),
    type_of_service: text({ ...detail, label: `${G}.type_of_service` }),
    start_date: date({ ...detail, label: `${G}.start_date` }),
    rate_type: text({ ...detail, label: `${G}.rate_type` }),
    nrc_price: money({ ...detail, label: `${G}.nrc_price` }),
    mrc_price: money({ ...detail, label: `${G}.mrc_price` }),
    default_channels: number({ ...detail, label: `${G}.default_channels` }),
    max_channels: number({ ...detail, label: `${G}.max_channels`, render: lazyPart(detailsParts, 'MaxChannelsValue') }),
    nrc_extra_channel_price: money({ ...detail, label: `${G}.nrc_extra_channel_price` }),
    mrc_extra_channel_price: money({ ...detail, label: `${G}.mrc_extra_channel_price` }),
    port_out_fee_price: money({ ...detail, label: `${G}.port_out_fee_price` }),
    shared_channel_nrc: money({ ...detail, label: `${G}.shared_channel_nrc` }),
    shared_channel_mrc_lt_10: money({ ...detail, label: `${G}.shared_channel_mrc_lt_10` }),
    shared_channel_mrc_10_to_100: money({ ...detail, label: `${G}.shared_channel_mrc_10_to_100` }),
    shared_channel_mrc_gt_100: money({ ...detail, label: `${G}.shared_channel_mrc_gt_100` }),
    max_shared_channels: number({
      ...detail,
      label: `${G}.max_shared_channels`,
      render: lazyPart(detailsParts, 'MaxChannelsValue'),
    }),
    call_setup_price: money({ ...detail, label: `${G}.call_setup_price` }),
    minute_fixed_price: money({ ...detail, label: `${G}.minute_fixed_price` }),
    minute_mobile_price: money({ ...detail, label: `${G}.minute_mobile_price` }),
    billing_increment: text({ ...detail, label: `${G}.billing_increment` }),
    cancellation_date: date({ ...detail, label: 'numbers.details.cancellationDate', hideEmpty: true }),
  },
  list: {
    path: PATHS.numbers.list,
    title: `${L}.title`,
    // The spec's order: the place first, then the DID and the end user.
    filterOrder: ['country', 'area', 'did', 'profile'],
    actions: lazyPart(listParts, 'NumberListActions'),
    rowActions: lazyPart(listParts, 'NumberRowMenu'),
  },
  show: {
    path: PATHS.numbers.details,
    title: 'numbers.details.title',
    badge: 'is_being_cancelled',
    tabs: [
      {
        key: 'general',
        label: `${T}.general`,
        rows: [
          'country',
          'area_prefix',
          'type',
          'type_of_service',
          'start_date',
          'earliest_cancel',
          'rate_type',
          'nrc_price',
          'mrc_price',
          'default_channels',
          'max_channels',
          'nrc_extra_channel_price',
          'mrc_extra_channel_price',
          'port_out_fee_price',
          'shared_channel_nrc',
          'shared_channel_mrc_lt_10',
          'shared_channel_mrc_10_to_100',
          'shared_channel_mrc_gt_100',
          'max_shared_channels',
          'call_setup_price',
          'minute_fixed_price',
          'minute_mobile_price',
          'billing_increment',
          'customer_trunk',
          'cancellation_date',
        ],
      },
      { key: 'reachability', label: `${T}.reachability`, part: lazyPart(detailsParts, 'Reachability') },
      { key: 'routing', label: `${T}.routing`, part: lazyPart(detailsParts, 'Routing') },
      { key: 'outbound', label: `${T}.outbound`, part: lazyPart(detailsParts, 'OutboundRates') },
      {
        key: 'didGroup',
        label: `${T}.didGroup`,
        part: lazyPart(detailsParts, 'DidGroup'),
        when: (number) => number.is_capacity,
      },
      { key: 'profile', label: `${T}.profile`, part: lazyPart(detailsParts, 'Profile') },
      { key: 'statistics', label: `${T}.statistics`, part: lazyPart(detailsParts, 'Statistics') },
    ],
  },
  routes: [],
  icon: DialpadIcon,
  recordRepresentation: 'did',
});
