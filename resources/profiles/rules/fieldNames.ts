/**
 * End-user data field names: the portal's (client) names and the server's (spec part 2 section 3).
 * A server field the portal does not know keeps its server name on both sides.
 */
export const CLIENT_TO_SERVER = {
  salutation: 'salutation',
  firstName: 'first_name',
  lastName: 'last_name',
  companyName: 'company_name',
  streetAddress: 'street',
  numberAddress: 'house_number',
  additionalAddressInfo: 'additional_address_info',
  postalCode: 'postal_code',
  city: 'city',
  area: 'area',
  country: 'country',
  phoneNumber: 'phone_number',
  emailAddress: 'email',
  vatNumber: 'vat_number',
  companyRegistrationNumber: 'company_registration_number',
} as const;

export type KnownClientField = keyof typeof CLIENT_TO_SERVER;

const SERVER_TO_CLIENT: Record<string, string> = Object.fromEntries(
  Object.entries(CLIENT_TO_SERVER).map(([client, server]) => [server, client]),
);

export function toClientName(serverName: string): string {
  return SERVER_TO_CLIENT[serverName] ?? serverName;
}

export function toServerName(clientName: string): string {
  return (CLIENT_TO_SERVER as Record<string, string>)[clientName] ?? clientName;
}

/** Renames the keys of a map (values or messages) from client to server names. */
export function toServerKeys<T>(byClient: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(byClient).map(([name, value]) => [toServerName(name), value]));
}

/** Renames the keys of a map (values or messages) from server to client names. */
export function toClientKeys<T>(byServer: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(byServer).map(([name, value]) => [toClientName(name), value]));
}
