/**
 * Support tickets (spec part 2 sections 2 and 7 "Tickets"): the open list and the history read two collections, so
 * they are two small resources of one factory sharing one list screen; create and details hang on the open one.
 */
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyRoute } from '@/src/components/lazyRoute';
import { defineResource, type ResourceDefinition } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { ticketResourceName } from './ticketKinds';

const TicketList = lazyRoute(() => import('./TicketList'));

const tickets: ResourceDefinition[] = [
  defineResource({
    name: ticketResourceName('open'),
    api: { list: ENDPOINTS.tickets.open },
    routes: [
      { path: PATHS.tickets.open, component: TicketList, list: {} },
      { path: PATHS.tickets.create, component: lazyRoute(() => import('./TicketCreate')) },
      { path: PATHS.tickets.details, component: lazyRoute(() => import('./TicketDetails')) },
    ],
    icon: SupportAgentIcon,
    recordRepresentation: 'subject',
  }),
  defineResource({
    name: ticketResourceName('history'),
    api: { list: ENDPOINTS.tickets.history },
    routes: [{ path: PATHS.tickets.history, component: TicketList, list: {} }],
    icon: SupportAgentIcon,
    recordRepresentation: 'subject',
  }),
];
export default tickets;
