/**
 * Number porting (issue 46; ours, beyond the spec: customer/porting-requests, a sandbox extension hidden where a
 * backend answers 404): the requests under Numbers, with filters status, country and number, a phone card each and
 * Export CSV; a new request; its details with Submit and Cancel, its documents and its timeline; a change while it is
 * a draft or was rejected. Its parts are what a declaration cannot say: the numbers' input (pasted lists, a dropped
 * CSV, each number checked by the server as typed), the request's actions, the documents' upload and the timeline.
 */
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ENDPOINTS } from '@/providers/endpoints';
import { PORTING_STATUSES, isEditablePorting } from '@/providers/types';
import { defineResource } from '@/src/console/defineResource';
import { badge, boolean, country, dateTime, day, list, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { parsePorting, type PortingFullRecord, type PortingRecord } from './portingRecord';

const listParts = () => import('./list/parts');
const detailsParts = () => import('./details/parts');
const formParts = () => import('./form/parts');

const P = 'resources.porting';
/** The forms' inputs, new request and change alike: the numbers first, the carrier's details, the day. */
const INPUTS = [
  'numbers',
  'country',
  'donor_carrier',
  'donor_account',
  'pin',
  'authorized_name',
  'service_address',
  'desired_date',
] as const;

export default defineResource<PortingRecord, PortingFullRecord>()({
  name: 'porting',
  api: {
    list: ENDPOINTS.porting.list,
    one: ENDPOINTS.porting.one,
    updateMethod: 'PATCH',
    export: ENDPOINTS.porting.list,
  },
  parse: parsePorting,
  fields: {
    id: number({ card: 'key', column: { link: 'show' } }),
    status: badge({
      card: 'badge',
      filter: { url: 'status', input: 'choice' },
      choices: {
        labels: Object.fromEntries(PORTING_STATUSES.map((status) => [status, `${P}.statuses.${status}` as const])),
        colors: {
          draft: 'default',
          submitted: 'info',
          in_progress: 'info',
          foc_confirmed: 'primary',
          completed: 'success',
          rejected: 'error',
          cancelled: 'default',
        },
      },
    }),
    numbers: list({
      card: 'line',
      show: false,
      // "+31 20 123 4567 and 4 more": the number plan of each country, loaded with the list.
      render: lazyPart(listParts, 'NumbersCell'),
      filter: { url: 'number', input: 'text' },
      input: { required: true, component: lazyPart(formParts, 'NumbersInput') },
    }),
    // The page's row: every number, each the way to its details once the request is completed.
    all_numbers: list({
      path: 'numbers',
      label: `${P}.fields.numbers`,
      column: false,
      render: lazyPart(detailsParts, 'PortingNumbers'),
    }),
    country: country({
      path: 'country_name',
      card: 'line',
      filter: { url: 'country', numeric: true },
      input: { required: true },
    }),
    donor_carrier: text({ card: 'line', empty: `${P}.none`, input: { maxLength: 255 } }),
    donor_account: text({ column: false, empty: `${P}.none`, input: { maxLength: 255 } }),
    pin: text({ column: false, show: false, input: { maxLength: 32 } }),
    pin_set: boolean({ column: false }),
    authorized_name: text({ column: false, empty: `${P}.none`, input: { maxLength: 255 } }),
    service_address: text({ column: false, empty: `${P}.none`, input: { multiline: true, maxLength: 500 } }),
    desired_date: day({ card: 'line', empty: `${P}.none`, input: true }),
    foc_date: day({ card: 'line', empty: `${P}.none`, hideEmpty: true }),
    rejection_reason: text({ column: false, hideEmpty: true }),
    created: dateTime({ column: false }),
    updated: dateTime(),
  },
  list: {
    path: PATHS.porting.list,
    createLabel: `${P}.create`,
    filterOrder: ['status', 'country', 'number'],
  },
  show: {
    path: PATHS.porting.details,
    heading: `${P}.summary`,
    rows: [
      'status',
      'all_numbers',
      'country',
      'donor_carrier',
      'donor_account',
      'pin_set',
      'authorized_name',
      'service_address',
      'desired_date',
      'foc_date',
      'rejection_reason',
      'created',
      'updated',
    ],
    actions: lazyPart(detailsParts, 'PortingActions'),
    sections: [lazyPart(detailsParts, 'PortingDocuments'), lazyPart(detailsParts, 'PortingTimeline')],
  },
  create: {
    path: PATHS.porting.create,
    inputs: INPUTS,
    redirect: 'show',
    toast: 'account',
  },
  edit: {
    path: PATHS.porting.edit,
    heading: `${P}.editTitle`,
    inputs: INPUTS,
    redirect: 'show',
    toast: 'account',
    when: (record) => isEditablePorting(record.status),
    otherwise: lazyPart(detailsParts, 'NotEditable'),
  },
  routes: [],
  icon: SwapHorizIcon,
  recordRepresentation: 'id',
});
