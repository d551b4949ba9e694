/** The hand-written parts of contacts' create and edit forms, named for its definition (`lazyPart(formParts, 'Name')`). */
export { default as ContactChoiceInput } from './ContactChoiceInput';
export { default as MailSubscriptionInput } from './MailSubscriptionInput';
