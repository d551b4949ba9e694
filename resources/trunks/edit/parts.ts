/** The hand-written parts of trunks' edit view, named for its definition (`lazyPart(editParts, 'Name')`). */
export { default as TrunkAddressesSection } from './TrunkAddressesSection';
