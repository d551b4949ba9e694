/** The hand-written parts of My numbers, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as SelectNumberCell, SelectNumberCard } from './SelectNumberCell';
export { default as EndUserCell } from './EndUserCell';
export { default as NumberRowMenu } from './NumberRowMenu';
export { default as NumberListActions } from './NumberListActions';
export { AreaFilterInput as AreaFilter } from '@/src/components/AreaFilterInput';
