/** The hand-written parts of did-groups' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as EditDidGroupButton } from './EditDidGroupButton';
export { default as GroupCountryFilter } from './GroupCountryFilter';
export { default as GroupPlace } from './GroupPlace';
export { default as GroupPlanFilter } from './GroupPlanFilter';
