/** The hand-written parts of tickets' details view, named for its definition (`lazyPart(detailsParts, 'Name')`). */
export { default as CommentForm } from './CommentForm';
export { default as TicketBack } from './TicketBack';
export { default as TicketComments } from './TicketComments';
export { default as TicketDescription } from './TicketDescription';
export { default as TicketDids } from './TicketDids';
export { default as TicketFiles } from './TicketFiles';
