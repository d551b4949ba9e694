/** The hand-written parts of coverage' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as OrderLink } from './OrderLink';
export { default as PlanType } from './PlanType';
