/**
 * The catalogue: countries with their dialling codes, cities with their area codes, number types,
 * types of service, plans per country and the documents each plan needs, and the document types.
 * Prices, stock and channels join in later issues (numbers, ordering).
 */
import type Database from 'better-sqlite3';

/** id, name, ISO code, dialling code, then cities with their national area codes. */
export const COUNTRIES: [number, string, string, string, [string, string][]][] = [
  [
    1,
    'Netherlands',
    'NL',
    '31',
    [
      ['Amsterdam', '20'],
      ['Rotterdam', '10'],
      ['Utrecht', '30'],
      ['The Hague', '70'],
      ['Eindhoven', '40'],
      ['Groningen', '50'],
    ],
  ],
  [
    2,
    'France',
    'FR',
    '33',
    [
      ['Paris', '1'],
      ['Lyon', '4'],
      ['Marseille', '4'],
      ['Toulouse', '5'],
      ['Lille', '3'],
      ['Nantes', '2'],
    ],
  ],
  [
    3,
    'Germany',
    'DE',
    '49',
    [
      ['Berlin', '30'],
      ['Munich', '89'],
      ['Hamburg', '40'],
      ['Frankfurt am Main', '69'],
      ['Cologne', '221'],
      ['Düsseldorf', '211'],
    ],
  ],
  [
    4,
    'Belgium',
    'BE',
    '32',
    [
      ['Brussels', '2'],
      ['Antwerp', '3'],
      ['Ghent', '9'],
      ['Liège', '4'],
    ],
  ],
  [
    5,
    'United Kingdom',
    'GB',
    '44',
    [
      ['London', '20'],
      ['Manchester', '161'],
      ['Birmingham', '121'],
      ['Edinburgh', '131'],
      ['Glasgow', '141'],
      ['Bristol', '117'],
    ],
  ],
  [
    6,
    'Spain',
    'ES',
    '34',
    [
      ['Madrid', '91'],
      ['Barcelona', '93'],
      ['Valencia', '96'],
      ['Seville', '95'],
    ],
  ],
  [
    7,
    'Italy',
    'IT',
    '39',
    [
      ['Rome', '6'],
      ['Milan', '2'],
      ['Naples', '81'],
      ['Turin', '11'],
    ],
  ],
  [
    8,
    'Switzerland',
    'CH',
    '41',
    [
      ['Zurich', '44'],
      ['Geneva', '22'],
      ['Bern', '31'],
      ['Basel', '61'],
    ],
  ],
  [
    9,
    'United States',
    'US',
    '1',
    [
      ['New York', '212'],
      ['Los Angeles', '213'],
      ['Chicago', '312'],
      ['Miami', '305'],
    ],
  ],
  [
    10,
    'Austria',
    'AT',
    '43',
    [
      ['Vienna', '1'],
      ['Graz', '316'],
      ['Salzburg', '662'],
    ],
  ],
  [
    11,
    'Sweden',
    'SE',
    '46',
    [
      ['Stockholm', '8'],
      ['Gothenburg', '31'],
      ['Malmö', '40'],
    ],
  ],
  [
    12,
    'Ireland',
    'IE',
    '353',
    [
      ['Dublin', '1'],
      ['Cork', '21'],
      ['Galway', '91'],
    ],
  ],
];

export const NUMBER_TYPES: [number, string][] = [
  [1, 'Geographic'],
  [2, 'Mobile'],
  [4, 'National'],
  [5, 'Tollfree'],
  [6, 'Shared Cost'],
  [7, 'UIFN'],
];

/** Types of service (the plans' `tos`): 3 LT, 2 PSTN, 10 SMS. */
export const DID_SERVICE_TYPES: [number, string][] = [
  [2, 'PSTN replacement'],
  [3, 'LT (inbound voice)'],
  [10, 'SMS'],
];

/** id, label, info, multiple, new_version_required, country_specific, area_specific. */
export const DOCUMENT_TYPES: [number, string, string, boolean, boolean, boolean, boolean][] = [
  [
    1,
    'Customer ID document',
    'A passport or national identity card of the end user or its legal representative.',
    false,
    false,
    false,
    false,
  ],
  [
    3,
    'Proof of address',
    "A utility bill, bank statement or tax letter not older than 6 months showing the end user's name and address.",
    false,
    false,
    false,
    false,
  ],
  [5, 'Address', "The end user's address in the country of the numbers.", false, false, true, false],
  [
    6,
    'Know-your-customer form',
    'The filled-in and signed know-your-customer form (download the template).',
    true,
    false,
    false,
    false,
  ],
  [
    7,
    'Company registration document',
    'An extract of the trade register not older than 3 months, with the VAT and registration numbers.',
    false,
    false,
    false,
    false,
  ],
  [
    13,
    'Proof of local address',
    'A proof of address within the area (city) of the numbers.',
    false,
    false,
    false,
    true,
  ],
  [
    14,
    'Company registration number',
    'The number under which the company is registered in the trade register.',
    false,
    false,
    false,
    false,
  ],
  [
    17,
    'Last invoice',
    "The most recent invoice of the end user's current telephony provider.",
    false,
    true,
    false,
    false,
  ],
  [
    21,
    'Local presence declaration',
    'A signed declaration that the end user has a local presence in Belgium.',
    false,
    false,
    true,
    false,
  ],
];

export const SALUTATIONS = [
  { value: 'mr', name: 'Mr' },
  { value: 'ms', name: 'Ms' },
];

/** Country id, plan name, number type, type of service, document types needed. */
const PLANS: [number, string, number, number, number[]][] = [
  [1, 'Geographic', 1, 3, [3, 5]],
  [1, 'Mobile', 2, 3, [1, 6]],
  [1, 'Tollfree', 5, 3, [7, 14]],
  [1, 'Geographic PSTN replacement', 1, 2, [1, 3, 5]],
  [1, 'Mobile SMS', 2, 10, [1, 6]],
  [2, 'Geographic', 1, 3, [1, 5, 13]],
  [2, 'National', 4, 3, [1, 5]],
  [2, 'Tollfree', 5, 3, [7]],
  [2, 'Shared Cost', 6, 3, [7, 14]],
  [3, 'Geographic', 1, 3, [3, 5]],
  [3, 'National', 4, 3, [7, 17]],
  [3, 'Tollfree', 5, 3, [7, 14]],
  [4, 'Geographic', 1, 3, [1, 21]],
  [4, 'Mobile', 2, 3, [1, 6]],
  [5, 'Geographic', 1, 3, [3]],
  [5, 'Mobile', 2, 3, [1]],
  [5, 'Tollfree', 5, 3, [7]],
  [6, 'Geographic', 1, 3, [1, 13]],
  [6, 'Tollfree', 5, 3, [7]],
  [7, 'Geographic', 1, 3, [1, 3, 5]],
  [7, 'Tollfree', 5, 3, [7]],
  [8, 'Geographic', 1, 3, [3, 5]],
  [8, 'National', 4, 3, [1]],
  [9, 'Geographic', 1, 3, []],
  [9, 'Tollfree', 5, 3, []],
  [10, 'Geographic', 1, 3, [3, 5]],
  [11, 'Geographic', 1, 3, [1]],
  [12, 'Geographic', 1, 3, [3, 5]],
  [12, 'UIFN', 7, 3, [7]],
];

export function seedCatalogue(db: Database.Database): void {
  const country = db.prepare('INSERT INTO countries (id, name, iso_code, dialling_code) VALUES (?, ?, ?, ?)');
  const area = db.prepare('INSERT INTO areas (country_id, name, prefix) VALUES (?, ?, ?)');
  for (const [id, name, iso, dialling, cities] of COUNTRIES) {
    country.run(id, name, iso, dialling);
    for (const [city, prefix] of cities) area.run(id, city, prefix);
  }
  const numberType = db.prepare('INSERT INTO number_types (id, name) VALUES (?, ?)');
  for (const [id, name] of NUMBER_TYPES) numberType.run(id, name);
  const serviceType = db.prepare('INSERT INTO did_service_types (id, name) VALUES (?, ?)');
  for (const [id, name] of DID_SERVICE_TYPES) serviceType.run(id, name);
  const documentType = db.prepare(`INSERT INTO document_types (id, label, info, multiple, new_version_required,
    country_specific, area_specific) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const [id, label, info, ...flags] of DOCUMENT_TYPES) documentType.run(id, label, info, ...flags.map(Number));
  const plan = db.prepare('INSERT INTO plans (country_id, name, plan_type, tos) VALUES (?, ?, ?, ?)');
  const needs = db.prepare('INSERT INTO plan_documents (plan_id, document_type_id) VALUES (?, ?)');
  for (const [countryId, name, type, tos, documents] of PLANS) {
    const planId = Number(plan.run(countryId, name, type, tos).lastInsertRowid);
    for (const documentType of documents) needs.run(planId, documentType);
  }
}
