/** The hand-written parts of contacts' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as Level } from './Level';
