/**
 * Support tickets (spec part 2 sections 2 and 7 "Tickets"): the open list and the history read two collections, so
 * they are two definitions over one set of fields; the details and the new ticket hang on the open one, the details
 * serving both lists' rows. The new ticket is one multipart POST (its attachments) that answers the server's message,
 * shown by the open list's banner; its DIDs picker and the Country that follows it are parts.
 */
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { defineResource, type ResourceDefinition } from '@/src/console/defineResource';
import { badge, country, dateTime, file, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { ticketResourceName } from './ticketKinds';
import type { Ticket, TicketRow } from '@/providers/types';
import type { PortalMessages } from '@/src/i18n/en';

/** The details view's hand-written parts, one chunk: the view's route loads them together. */
const detailsParts = () => import('./details/parts');
/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');
/** The new ticket's hand-written inputs, one chunk. */
const formParts = () => import('./form/parts');

const label = (field: keyof PortalMessages['tickets']['fields']) => `tickets.fields.${field}` as const;
const STATUSES = ['new', 'open', 'pending', 'solved', 'closed'] as const;

/** One ticket's fields, for both lists and the details. */
const fields = {
  id: text({ label: label('id'), card: 'key' }),
  type: text({ label: label('type'), empty: 'tickets.none' }),
  status: badge({
    label: label('status'),
    card: 'badge',
    choices: {
      labels: Object.fromEntries(STATUSES.map((status) => [status, `tickets.statuses.${status}` as const])),
      // Closed and solved read as done, the others as in progress.
      colors: { new: 'primary', open: 'primary', pending: 'primary', solved: 'default', closed: 'default' },
    },
  }),
  subject: text({ label: label('subject'), input: { required: true, maxLength: 255 } }),
  created_at: dateTime({ label: label('created') }),
  updated_at: dateTime({ label: label('updated') }),
  dids: text({
    label: label('dids'),
    column: false,
    render: lazyPart(detailsParts, 'TicketDids'),
    input: { component: lazyPart(formParts, 'DidsInput') },
  }),
  country: country({
    label: label('country'),
    path: 'country.name',
    empty: 'tickets.none',
    column: false,
    input: { component: lazyPart(formParts, 'CountryInput') },
  }),
  author: text({ label: label('author'), column: false }),
  description: text({
    label: label('description'),
    column: false,
    render: lazyPart(detailsParts, 'TicketDescription'),
    input: { required: true, multiline: true, maxLength: 20_000 },
  }),
  // The details list the files under the comments (TicketFiles); here they are the new ticket's to send.
  attachments: file({ label: label('attachments'), column: false, show: false, input: true }),
};

/** Both lists: their rows' Details link, and the common part of their definitions. */
const list = {
  rowActions: lazyPart(listParts, 'TicketDetailsLink'),
  // The phone card: the subject first, then the tracker and the last update.
  cardLines: ['subject', 'type', 'updated_at'] satisfies (keyof typeof fields)[],
  serverMessage: true,
};
const common = { fields, icon: SupportAgentIcon, recordRepresentation: 'subject' };

const tickets: ResourceDefinition[] = [
  defineResource<TicketRow, Ticket>()({
    ...common,
    name: ticketResourceName('open'),
    api: { list: ENDPOINTS.tickets.open, one: ENDPOINTS.tickets.details, create: ENDPOINTS.tickets.create },
    // The API's multipart fields: no country is none, not an empty part.
    serialize: ({ country, ...ticket }) => ({ ...ticket, country: country === '' ? null : country }),
    list: {
      ...list,
      path: PATHS.tickets.open,
      title: 'tickets.titles.open',
      intro: lazyPart(listParts, 'CreatedBanner'),
      createLabel: 'tickets.create',
    },
    show: {
      path: PATHS.tickets.details,
      title: 'tickets.titles.details',
      heading: 'tickets.show.summary',
      // The spec's rows, in its order.
      rows: ['subject', 'created_at', 'status', 'dids', 'country', 'author', 'description'],
      actions: lazyPart(detailsParts, 'TicketBack'),
      sections: [
        lazyPart(detailsParts, 'TicketComments'),
        lazyPart(detailsParts, 'TicketFiles'),
        lazyPart(detailsParts, 'CommentForm'),
      ],
    },
    create: {
      path: PATHS.tickets.create,
      title: 'tickets.titles.create',
      saveLabel: 'tickets.actions.create',
      // The spec's order; a prefill comes as react-admin's navigation state `record` (My numbers' Raise Ticket).
      inputs: ['subject', 'dids', 'country', 'attachments', 'description'],
      // The open tickets' banner says the server's message (CreatedBanner), no toast.
      toast: false,
    },
    routes: [],
  }),
  defineResource<TicketRow>()({
    ...common,
    name: ticketResourceName('history'),
    api: { list: ENDPOINTS.tickets.history },
    list: { ...list, path: PATHS.tickets.history, title: 'tickets.titles.history' },
    routes: [],
  }),
];
export default tickets;
