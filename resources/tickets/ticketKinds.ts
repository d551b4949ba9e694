/** The two ticket lists (open, history): their resource names, as the order lists do. */
import type { Ticket, TicketRow } from '@/providers/types';
export type TicketListKind = 'open' | 'history';

const RESOURCE_PREFIX = 'tickets-';
export const ticketResourceName = (kind: TicketListKind) => `${RESOURCE_PREFIX}${kind}`;
export const ticketKindOf = (resource: string | undefined): TicketListKind =>
  resource === ticketResourceName('history') ? 'history' : 'open';

/**
 * A ticket as its details page holds it: the list's row (react-admin shows it while the ticket's own answer loads), then
 * the whole ticket.
 */
export type ShownTicket = TicketRow & Partial<Ticket>;
