/** API answers of the profile screens (shapes of the issue 3 contract). */
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import type { ProfileDocument, ProfileRow } from '@/providers/types';

export const COUNTRIES = [
  { value: 1, name: 'Netherlands' },
  { value: 2, name: 'France' },
];

export const profileRow = (id: number, overrides: Partial<ProfileRow> = {}): ProfileRow => ({
  id,
  name: `End user ${id}`,
  blocked: false,
  valid: true,
  is_default: false,
  area: 'Amsterdam',
  country: 'Netherlands',
  ...overrides,
});

export const profileDocument = (id: number, overrides: Partial<ProfileDocument> = {}): ProfileDocument => ({
  id,
  document_type: { id: 3, name: 'Proof of address' },
  active: false,
  validated: 'Pending',
  date_submitted: '2026-03-05T09:07:02',
  document_filename: `file-${id}.pdf`,
  document_file: `/api/v1/documents/${id}/sig/file-${id}.pdf`,
  ...overrides,
});

export function serveCountries() {
  server.use(http.get(api('customer/countries/for-select'), () => HttpResponse.json(COUNTRIES)));
}
