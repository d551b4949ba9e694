/**
 * Seeded end-user profiles. demo: 5 named profiles in the states the screens must show (complete and
 * default, incomplete, draft, blocked, with a rejected document) plus 19 companies across the catalogue's
 * countries, so that the list has two pages of 20; metered: 6. Documents point at `seed-files.ts`.
 */
import type Database from 'better-sqlite3';
import {
  Faker,
  base,
  de,
  de_AT,
  de_CH,
  en,
  en_GB,
  en_IE,
  en_US,
  es,
  fr,
  it,
  nl,
  nl_BE,
  sv,
  type LocaleDefinition,
} from '@faker-js/faker';
import { detectFileType } from '@/providers/fileTypes';
import { type DocumentStatus, type ProfileData, isProfileValid } from '@/sandbox/profileRules';
import { COUNTRIES } from './seed-catalogue';
import { seedFiles } from './seed-files';

const LOCALES: Record<number, LocaleDefinition> = {
  1: nl,
  2: fr,
  3: de,
  4: nl_BE,
  5: en_GB,
  6: es,
  7: it,
  8: de_CH,
  9: en_US,
  10: de_AT,
  11: sv,
  12: en_IE,
};

interface DocumentSeed {
  type: number;
  file: string;
  filename: string;
  status: DocumentStatus;
  submitted: string;
}

interface ProfileSeed {
  name: string;
  isDefault?: boolean;
  blocked?: boolean;
  isDraft?: boolean;
  data: ProfileData;
  documents?: DocumentSeed[];
}

const NORTHWIND: ProfileData = {
  salutation: 'mr',
  first_name: 'Jan',
  last_name: 'de Vries',
  company_name: 'Northwind Telecom B.V.',
  street: 'Herengracht',
  house_number: '182',
  additional_address_info: '3rd floor',
  postal_code: '1016 BR',
  city: 'Amsterdam',
  country: 1,
  phone_number: '+31 20 794 1123',
  email: 'jan.devries@northwind-telecom.nl',
  vat_number: 'NL859123456B01',
  company_registration_number: '34123456',
};

function named(areaId: (country: number, city: string) => number): ProfileSeed[] {
  return [
    {
      name: 'Northwind Telecom B.V.',
      isDefault: true,
      data: { ...NORTHWIND, area: areaId(1, 'Amsterdam') },
      documents: [
        {
          type: 3,
          file: 'seed/proof-of-address-2024.pdf',
          filename: 'proof-of-address-2024.pdf',
          status: 'Validated',
          submitted: '2024-04-02T10:15:00.000Z',
        },
        {
          type: 1,
          file: 'seed/passport-j-de-vries.png',
          filename: 'passport-j-de-vries.png',
          status: 'Validated',
          submitted: '2024-04-02T10:16:00.000Z',
        },
        {
          type: 6,
          file: 'seed/kyc-form-2024.pdf',
          filename: 'kyc-form-2024.pdf',
          status: 'Validated',
          submitted: '2024-04-02T10:17:00.000Z',
        },
        {
          type: 7,
          file: 'seed/kvk-extract.pdf',
          filename: 'kvk-extract.pdf',
          status: 'Validated',
          submitted: '2024-04-03T08:30:00.000Z',
        },
        {
          type: 6,
          file: 'seed/kyc-form-2025.pdf',
          filename: 'kyc-form-2025.pdf',
          status: 'Validated',
          submitted: '2025-06-20T14:02:00.000Z',
        },
        {
          type: 3,
          file: 'seed/proof-of-address-2025.pdf',
          filename: 'proof-of-address-2025.pdf',
          status: 'Validated',
          submitted: '2025-06-20T14:05:00.000Z',
        },
      ],
    },
    {
      name: 'Northwind Rotterdam Office',
      data: {
        ...NORTHWIND,
        first_name: 'Sanne',
        last_name: 'Bakker',
        company_name: 'Northwind Telecom B.V. Rotterdam',
        street: 'Coolsingel',
        house_number: '42',
        additional_address_info: null,
        postal_code: null,
        city: 'Rotterdam',
        area: areaId(1, 'Rotterdam'),
        phone_number: '+31 10 412 8890',
        email: 'rotterdam@northwind-telecom.nl',
      },
    },
    { name: 'Utrecht Pop-up Store', isDraft: true, data: {} },
    {
      name: 'Old Reseller Ltd',
      blocked: true,
      data: {
        salutation: 'ms',
        first_name: 'Emma',
        last_name: 'Clarke',
        company_name: 'Old Reseller Ltd',
        street: 'Great Eastern Street',
        house_number: '88',
        postal_code: 'EC2A 3JL',
        city: 'London',
        area: areaId(5, 'London'),
        country: 5,
        phone_number: '+44 20 7946 0321',
        email: 'emma.clarke@oldreseller.co.uk',
        vat_number: 'GB123456789',
        company_registration_number: '04512876',
      },
    },
    {
      name: 'Paris Sales Office',
      data: {
        salutation: 'ms',
        first_name: 'Camille',
        last_name: 'Martin',
        company_name: 'Northwind France SARL',
        street: 'Rue de Rivoli',
        house_number: '12',
        postal_code: '75004',
        city: 'Paris',
        area: areaId(2, 'Paris'),
        country: 2,
        phone_number: '+33 1 4277 1530',
        email: 'camille.martin@northwind-telecom.fr',
        vat_number: 'FR40123456824',
        company_registration_number: '123 456 824 R.C.S. Paris',
      },
      documents: [
        {
          type: 1,
          file: 'seed/id-card-c-martin.png',
          filename: 'id-card-c-martin.png',
          status: 'Validated',
          submitted: '2025-05-12T09:40:00.000Z',
        },
        {
          type: 3,
          file: 'seed/paris-electricity-bill.pdf',
          filename: 'paris-electricity-bill.pdf',
          status: 'Rejected',
          submitted: '2025-05-12T09:41:00.000Z',
        },
      ],
    },
  ];
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** `count` companies across the countries (`countryIds`), each with a full address in one of the country's cities. */
function companies(
  count: number,
  countryIds: number[],
  seed: number,
  areas: (country: number) => [number, string, string][],
): ProfileSeed[] {
  const list: ProfileSeed[] = [];
  const names = new Set<string>();
  for (let i = 0; list.length < count; i += 1) {
    const countryId = countryIds[i % countryIds.length];
    const faker = new Faker({ locale: [LOCALES[countryId], en, base] });
    faker.seed(seed + i);
    const company = faker.company.name();
    if (names.has(company.toLowerCase())) continue;
    names.add(company.toLowerCase());
    const [areaId, city, prefix] = faker.helpers.arrayElement(areas(countryId));
    const dialling = COUNTRIES.find(([id]) => id === countryId)?.[3] ?? '';
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const domain = `${ascii(company).slice(0, 20) || 'company'}.example`;
    const incomplete = list.length % 6 === 5;
    list.push({
      name: company,
      data: {
        salutation: faker.helpers.arrayElement(['mr', 'ms']),
        first_name: first,
        last_name: last,
        company_name: company,
        street: faker.location.street(),
        house_number: incomplete ? null : faker.location.buildingNumber(),
        postal_code: faker.location.zipCode(),
        city,
        area: areaId,
        country: countryId,
        phone_number: `+${dialling} ${prefix} ${faker.string.numeric({ length: 3, allowLeadingZeros: false })} ${faker.string.numeric(4)}`,
        email: `${ascii(first)}.${ascii(last)}@${domain}`,
        vat_number: `${COUNTRIES.find(([id]) => id === countryId)?.[2] ?? ''}${faker.string.numeric(9)}`,
        company_registration_number: faker.string.numeric(8),
      },
    });
  }
  return list;
}

export function seedProfiles(db: Database.Database, customerId: number, seed: number, createdAt: string): void {
  const allAreas = db
    .prepare<[number], [number, string, string]>('SELECT id, name, prefix FROM areas WHERE country_id = ? ORDER BY id')
    .raw();
  const areas = (country: number) => allAreas.all(country);
  const areaId = (country: number, city: string) => areas(country).find(([, name]) => name === city)?.[0] ?? 0;
  const list =
    customerId === 1
      ? [...named(areaId), ...companies(19, [1, 3, 5, 2, 4, 6, 7, 8, 9, 10, 11, 12], seed, areas)]
      : [
          {
            name: 'Rhône Voix SAS',
            isDefault: true,
            data: {
              salutation: 'mr',
              first_name: 'Julien',
              last_name: 'Moreau',
              company_name: 'Rhône Voix SAS',
              street: 'Rue de la République',
              house_number: '27',
              postal_code: '69002',
              city: 'Lyon',
              area: areaId(2, 'Lyon'),
              country: 2,
              phone_number: '+33 4 72 40 11 90',
              email: 'julien.moreau@rhone-voix.fr',
              vat_number: 'FR32853412907',
              company_registration_number: '853 412 907 R.C.S. Lyon',
            },
          } satisfies ProfileSeed,
          ...companies(5, [2, 2, 4, 8], seed, areas),
        ];
  insertProfiles(db, customerId, list, createdAt);
}

function insertProfiles(db: Database.Database, customerId: number, list: ProfileSeed[], createdAt: string): void {
  const insert =
    db.prepare(`INSERT INTO profiles (customer_id, name, is_default, blocked, is_draft, valid, salutation, first_name,
    last_name, company_name, street, house_number, additional_address_info, postal_code, city, area_id, country_id, phone_number,
    email, vat_number, company_registration_number, created_at)
    VALUES (@customer, @name, @is_default, @blocked, @is_draft, @valid, @salutation, @first_name, @last_name, @company_name, @street,
    @house_number, @additional_address_info, @postal_code, @city, @area, @country, @phone_number, @email, @vat_number,
    @company_registration_number, @created_at)`);
  const document =
    db.prepare(`INSERT INTO profile_documents (profile_id, document_type_id, file_path, filename, content_type,
    size, status, submitted_at, country_id, area_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const files = seedFiles();
  const blank = Object.fromEntries(
    [
      'salutation',
      'first_name',
      'last_name',
      'company_name',
      'street',
      'house_number',
      'additional_address_info',
      'postal_code',
      'city',
      'area',
      'country',
      'phone_number',
      'email',
      'vat_number',
      'company_registration_number',
    ].map((f) => [f, null]),
  );
  list.forEach((profile, i) => {
    const documents = profile.documents ?? [];
    const valid = isProfileValid({
      isDraft: profile.isDraft === true,
      blocked: profile.blocked === true,
      data: profile.data,
      versions: documents.map((d, n) => ({ id: n, typeId: d.type, status: d.status, submittedAt: d.submitted })),
    });
    const created = new Date(Date.parse(createdAt) - (list.length - i) * 86_400_000).toISOString();
    const { lastInsertRowid } = insert.run({
      ...blank,
      ...profile.data,
      customer: customerId,
      name: profile.name,
      is_default: profile.isDefault ? 1 : 0,
      blocked: profile.blocked ? 1 : 0,
      is_draft: profile.isDraft ? 1 : 0,
      valid: valid ? 1 : 0,
      created_at: created,
    });
    for (const d of documents) {
      const bytes = files.get(d.file);
      if (!bytes) throw new Error(`seed file missing: ${d.file}`);
      // Typed as an upload would be, so that a seeded document is one the file store would have taken.
      const type = detectFileType(d.filename, bytes);
      if (!type) throw new Error(`seed file of a type uploads refuse: ${d.file}`);
      document.run(
        lastInsertRowid,
        d.type,
        d.file,
        d.filename,
        type.contentType,
        bytes.length,
        d.status,
        d.submitted,
        profile.data.country ?? null,
        profile.data.area ?? null,
      );
    }
  });
}
