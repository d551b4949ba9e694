/** The hand-written parts of did-groups' create form, named for its definition (`lazyPart(createParts, 'Name')`). */
export { default as GroupCountryInput } from './GroupCountryInput';
export { default as GroupPlanInput } from './GroupPlanInput';
