/**
 * The navigation state that opens the new ticket about one number (My numbers' Raise Ticket, spec part 2 section 2):
 * react-admin's `record` prefill of a create form, with the subject "Ticket - DID {did}", the number and its country.
 */
export function raiseTicketState(
  did: string,
  country: { id?: unknown } | null | undefined,
  translate: (key: string, options?: Record<string, unknown>) => string,
) {
  const countryId = typeof country?.id === 'number' ? { country: country.id } : {};
  return { record: { subject: translate('tickets.prefilledSubject', { did }), dids: [did], ...countryId } };
}
