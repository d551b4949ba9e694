/** The hand-written part of porting's list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as NumbersCell } from './NumbersCell';
