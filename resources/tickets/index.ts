/**
 * Support tickets (spec part 2 sections 2 and 7 "Tickets"): the open list and the history read two collections, so
 * they are two definitions over one set of fields; the details hang on the open one and serve both lists' rows. The
 * create form (DIDs, a country that follows them, attachments with upload progress) stays a hand-written route.
 */
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyRoute } from '@/src/components/lazyRoute';
import { defineResource, type ResourceDefinition } from '@/src/console/defineResource';
import { badge, country, dateTime, text } from '@/src/console/fields';
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
  subject: text({ label: label('subject') }),
  created_at: dateTime({ label: label('created') }),
  updated_at: dateTime({ label: label('updated') }),
  dids: text({ label: label('dids'), column: false, render: lazyPart(detailsParts, 'TicketDids') }),
  country: country({ label: label('country'), path: 'country.name', empty: 'tickets.none', column: false }),
  author: text({ label: label('author'), column: false }),
  description: text({
    label: label('description'),
    column: false,
    render: lazyPart(detailsParts, 'TicketDescription'),
  }),
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
    api: { list: ENDPOINTS.tickets.open, one: ENDPOINTS.tickets.details },
    list: {
      ...list,
      path: PATHS.tickets.open,
      title: 'tickets.titles.open',
      intro: lazyPart(listParts, 'CreatedBanner'),
      actions: lazyPart(listParts, 'CreateTicketAction'),
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
    routes: [{ path: PATHS.tickets.create, component: lazyRoute(() => import('./TicketCreate')) }],
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
