/** The hand-written parts of did-groups' rename and delete pages, named for its definition. */
export { default as DefaultGroupStays } from './DefaultGroupStays';
