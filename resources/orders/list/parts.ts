/** The hand-written parts of orders' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as CheckoutNotice } from './CheckoutNotice';
export { default as DetailsLink } from './DetailsLink';
export { default as DocumentsCell } from './DocumentsCell';
export { default as IncompleteOrdersActions } from './IncompleteOrdersActions';
export { default as ProfileNames } from './ProfileNames';
export { AreaFilterInput as AreaFilter } from '@/src/components/AreaFilterInput';
