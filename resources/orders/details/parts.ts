/** The hand-written parts of orders' details view, named for its definition (`lazyPart(detailsParts, 'Name')`). */
export { default as DedicatedOrders } from './DedicatedOrders';
export { default as DidOrders } from './DidOrders';
export { default as EndUsers } from './EndUsers';
export { default as OrderExit } from './OrderExit';
export { default as SharedOrders } from './SharedOrders';
