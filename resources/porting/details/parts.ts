/** The hand-written parts of porting's details and edit views, named for its definition (`lazyPart(detailsParts, 'Name')`). */
export { default as NotEditable } from './NotEditable';
export { default as PortingActions } from './PortingActions';
export { default as PortingDocuments } from './PortingDocuments';
export { default as PortingNumbers } from './PortingNumbers';
export { default as PortingTimeline } from './PortingTimeline';
