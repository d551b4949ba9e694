/** The hand-written parts of profiles' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as BlockedCell } from './BlockedCell';
export { default as EditProfileButton } from './EditProfileButton';
export { default as PlaceLine } from './PlaceLine';
export { default as ProfileListInfo } from './ProfileListInfo';
