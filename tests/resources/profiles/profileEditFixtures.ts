/** MSW handlers and data for the profile edit screen, as the API contract of issue 3 describes them. */
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import type { Profile, ProfileDocumentSlot, ProfileForm, ProfileFormField } from '@/providers/types';

export const FIELD_LABELS: [string, string][] = [
  ['salutation', 'Salutation'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['company_name', 'Company name'],
  ['street', 'Street'],
  ['house_number', 'House number'],
  ['additional_address_info', 'Additional address info'],
  ['postal_code', 'Postal code'],
  ['city', 'City'],
  ['area', 'Area'],
  ['country', 'Country'],
  ['phone_number', 'Phone number'],
  ['email', 'Email'],
  ['vat_number', 'VAT number'],
  ['company_registration_number', 'Company registration number'],
];

export const ADDRESS = ['street', 'house_number', 'postal_code', 'city', 'country'];

export function fields(values: Record<string, string | number> = {}, required: string[] = []): ProfileFormField[] {
  return FIELD_LABELS.map(([field, label]) => ({
    field,
    label,
    value: values[field] ?? null,
    required: required.includes(field),
  }));
}

const DEFINITIONS: Omit<ProfileDocumentSlot, 'required' | 'uploaded'>[] = [
  {
    id: 1,
    label: 'Customer ID document',
    multiple: false,
    info: 'A passport or ID card',
    new_version_required: false,
    country_specific: false,
    area_specific: false,
  },
  {
    id: 3,
    label: 'Proof of address',
    multiple: false,
    info: 'A utility bill',
    new_version_required: false,
    country_specific: false,
    area_specific: false,
  },
  {
    id: 5,
    label: 'Address',
    multiple: false,
    info: 'The address',
    new_version_required: false,
    country_specific: true,
    area_specific: false,
  },
  {
    id: 6,
    label: 'Know-your-customer form',
    multiple: true,
    info: 'The KYC form',
    new_version_required: false,
    country_specific: false,
    area_specific: false,
  },
  {
    id: 7,
    label: 'Company registration document',
    multiple: false,
    info: 'Chamber of commerce extract',
    new_version_required: false,
    country_specific: false,
    area_specific: false,
  },
  {
    id: 13,
    label: 'Proof of local address',
    multiple: false,
    info: 'Local address proof',
    new_version_required: false,
    country_specific: false,
    area_specific: true,
  },
  {
    id: 14,
    label: 'Company registration number',
    multiple: false,
    info: 'The number',
    new_version_required: false,
    country_specific: false,
    area_specific: false,
  },
  {
    id: 17,
    label: 'Last invoice',
    multiple: false,
    info: 'Your last invoice',
    new_version_required: true,
    country_specific: false,
    area_specific: false,
  },
  {
    id: 21,
    label: 'Local presence declaration',
    multiple: false,
    info: 'Unknown to the portal',
    new_version_required: false,
    country_specific: false,
    area_specific: false,
  },
];

export function documents(
  required: number[] = [],
  uploaded: Record<number, ProfileDocumentSlot['uploaded']> = {},
): ProfileDocumentSlot[] {
  return DEFINITIONS.map((definition) => ({
    ...definition,
    required: required.includes(definition.id),
    uploaded: uploaded[definition.id] ?? [],
  }));
}

export function version(
  id: number,
  typeId: number,
  validated: 'Pending' | 'Validated' | 'Rejected',
  active = validated === 'Validated',
) {
  return {
    id,
    document_type: { id: typeId, name: 'x' },
    active,
    validated,
    date_submitted: '2025-01-02T10:00:00Z',
    document_filename: `doc-${id}.pdf`,
    document_file: `/api/v1/documents/${id}/sig/doc-${id}.pdf`,
  };
}

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  name: 'Northwind Rotterdam Office',
  default: false,
  blocked: false,
  valid: false,
  is_draft: false,
  ...overrides,
});

export const form = (overrides: Partial<ProfileForm> = {}): ProfileForm => ({
  is_draft: false,
  fields: fields(),
  documents: documents(),
  templates: [{ label: 'KYC form', location: '/api/v1/templates/kyc-form.pdf' }],
  ...overrides,
});

/** NL Geographic (3, 5): the address fields and the proof of address are required. */
export const planForm = (overrides: Partial<ProfileForm> = {}) =>
  form({ fields: fields({}, ADDRESS), documents: documents([3, 5]), ...overrides });

interface Serve {
  profile?: Profile;
  /** The form without a plan. */
  allForm?: ProfileForm;
  /** The form for plan 3 type 1. */
  planForm?: ProfileForm;
}

export function serveEdit(options: Serve = {}) {
  server.use(
    http.get(api('customer/account/7'), () => HttpResponse.json(options.profile ?? profile())),
    http.get(api('customer/account/7/form'), () => HttpResponse.json(options.allForm ?? form())),
    http.get(api('customer/account/7/form/plan/:plan/type/:type'), () =>
      HttpResponse.json(options.planForm ?? planForm()),
    ),
    http.get(api('customer/account/7/documents'), () => HttpResponse.json([])),
    http.get(api('customer/countries/for-select'), () =>
      HttpResponse.json([
        { value: 1, name: 'Netherlands' },
        { value: 2, name: 'France' },
      ]),
    ),
    http.get(api('customer/countries/1/areas/for-select'), () =>
      HttpResponse.json([
        { value: 10, name: 'Amsterdam' },
        { value: 11, name: 'Rotterdam' },
      ]),
    ),
    http.get(api('customer/countries/2/areas/for-select'), () => HttpResponse.json([{ value: 20, name: 'Paris' }])),
    http.get(api('customer/plans/countries/1/for-select'), () =>
      HttpResponse.json([
        { value: 3, name: 'NL Geographic', plan_type: 1 },
        { value: 4, name: 'NL Mobile', plan_type: 2 },
      ]),
    ),
    http.get(api('customer/plans/countries/2/for-select'), () =>
      HttpResponse.json([{ value: 8, name: 'FR Geographic', plan_type: 1 }]),
    ),
    http.get(api('customer/salutations/for-select'), () =>
      HttpResponse.json([
        { value: 'mr', name: 'Mr' },
        { value: 'ms', name: 'Ms' },
      ]),
    ),
  );
}

export interface Calls {
  patch: unknown[];
  post: unknown[];
  put: unknown[];
  uploads: FormData[];
}

/** Records the save calls; each answers as given (status 200 unless told). */
export function serveSave(
  answers: { data?: [number, unknown]; upload?: [number, unknown]; patch?: [number, unknown] } = {},
): Calls {
  const calls: Calls = { patch: [], post: [], put: [], uploads: [] };
  const [dataStatus, dataBody] = answers.data ?? [200, { message: 'End user data saved.' }];
  const [uploadStatus, uploadBody] = answers.upload ?? [201, { message: 'Documents saved.' }];
  const [patchStatus, patchBody] = answers.patch ?? [200, profile()];
  server.use(
    http.patch(api('customer/account/7'), async ({ request }) => {
      calls.patch.push(await request.json());
      return HttpResponse.json(patchBody as object, { status: patchStatus });
    }),
    http.post(api('customer/account/7/end-user-data'), async ({ request }) => {
      calls.post.push(await request.json());
      return HttpResponse.json(dataBody as object, { status: dataStatus });
    }),
    http.put(api('customer/account/7/end-user-data/update'), async ({ request }) => {
      calls.put.push(await request.json());
      return HttpResponse.json(dataBody as object, { status: dataStatus });
    }),
    http.post(api('customer/account/7/documents'), async ({ request }) => {
      calls.uploads.push(await request.formData());
      return HttpResponse.json(uploadBody as object, { status: uploadStatus });
    }),
  );
  return calls;
}
