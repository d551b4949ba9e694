/** The hand-written input of porting's forms, named for its definition (`lazyPart(formParts, 'Name')`). */
export { NumbersInput } from './NumbersInput';
