/** The hand-written inputs of the new ticket's generated form, named for its definition (`lazyPart(formParts, 'Name')`). */
export { CountryInput } from './CountryInput';
export { DidsInput } from './DidsInput';
