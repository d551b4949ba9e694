/** DOM ids of the inputs, so that saving can focus the first invalid one. */
export const fieldInputId = (name: string) => `profile-field-${name}`;
export const documentInputId = (documentId: number) => `profile-document-${documentId}`;
