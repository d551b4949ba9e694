/** The hand-written parts of tickets' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as CreatedBanner } from './CreatedBanner';
export { default as TicketDetailsLink } from './TicketDetailsLink';
