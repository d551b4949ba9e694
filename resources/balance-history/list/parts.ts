/** The hand-written parts of balance-history' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as DeferredChart } from './DeferredChart';
export { default as ShowCallsInput } from './ShowCallsInput';
