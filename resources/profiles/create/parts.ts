/** The hand-written parts of profiles' create view, named for its definition (`lazyPart(createParts, 'Name')`). */
export { default as CreateIntro } from './CreateIntro';
