/**
 * The customer's numbers (spec part 1 sections 2 and 7). My numbers (/numbers/existing) is generated from the fields:
 * filters country, area (of the chosen country), DID number and end user name; CSV export; the row menu (Details,
 * Change Profile, Change Trunk, Routing Number, Raise Ticket, Delete), the selection and its bulk actions (Cancel,
 * Change Trunk, Change Profile) are parts. A number's details, with its tabs, stay hand-written.
 */
import { lazyRoute } from '@/src/components/lazyRoute';
import DialpadIcon from '@mui/icons-material/Dialpad';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { badge, country, date, money, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

const L = 'numbers.list';

export default defineResource({
  name: 'numbers',
  id: 'did',
  api: {
    list: ENDPOINTS.numbers.list,
    one: ENDPOINTS.numbers.one,
    updateMethod: 'PATCH',
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
  },
  list: {
    path: PATHS.numbers.list,
    title: `${L}.title`,
    // The spec's order: the place first, then the DID and the end user.
    filterOrder: ['country', 'area', 'did', 'profile'],
    actions: lazyPart(listParts, 'NumberListActions'),
    rowActions: lazyPart(listParts, 'NumberRowMenu'),
  },
  routes: [{ path: PATHS.numbers.details, component: lazyRoute(() => import('./NumberDetails')) }],
  icon: DialpadIcon,
  recordRepresentation: 'did',
});
