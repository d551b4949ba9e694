/** The hand-written parts of trunks' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as TrunkIntro } from './TrunkIntro';
