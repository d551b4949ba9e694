/** The two ticket lists (open, history): their resource names, as the order lists do. */
export type TicketListKind = 'open' | 'history';

const RESOURCE_PREFIX = 'tickets-';
export const ticketResourceName = (kind: TicketListKind) => `${RESOURCE_PREFIX}${kind}`;
export const ticketKindOf = (resource: string | undefined): TicketListKind =>
  resource === ticketResourceName('history') ? 'history' : 'open';
