/**
 * The product sheets and the terms of the product information pages: what each says, as text and a table. The
 * sheets' tables come from the catalogue (countries, areas, plans), so they name what the sandbox really sells.
 */
import type { Db } from '@/sandbox/db';

/** A document of the provider's: a title, paragraphs or sections, and an optional table (a sheet's CSV too). */
export interface ProductDocument {
  slug: string;
  title: string;
  description: string;
  sections: [heading: string, text: string][];
  table?: { columns: string[]; rows: string[][] };
}

export interface ProductSheetDefinition {
  slug: string;
  description: string;
  document: (db: Db) => ProductDocument;
}

const GEOGRAPHIC = 1;
const TOLLFREE = 5;

/** Countries with a plan of a number type, by name, with their dialling code. */
const countriesWith = (db: Db, planType: number) =>
  db
    .prepare<[number], { id: number; name: string; dialling_code: string }>(
      `SELECT DISTINCT c.id, c.name, c.dialling_code FROM countries c JOIN plans p ON p.country_id = c.id
       WHERE p.plan_type = ? ORDER BY c.name`,
    )
    .all(planType);

export const PRODUCT_SHEETS: readonly ProductSheetDefinition[] = [
  {
    slug: 'geographic-numbers',
    description:
      'Geographic numbers: local numbers in the cities of our coverage, for inbound voice and PSTN replacement.',
    document: (db) => {
      const areas = db.prepare<[number], { name: string; prefix: string }>(
        'SELECT name, prefix FROM areas WHERE country_id = ? ORDER BY name, id',
      );
      return {
        slug: 'geographic-numbers',
        title: 'Geographic numbers',
        description: 'Local numbers in the cities of our coverage.',
        sections: [
          [
            'What you get',
            'A local number in a city of your choice, delivered to your SIP trunk. Callers pay a local rate; you pay a monthly fee per number and the channels you use.',
          ],
          [
            'Ordering',
            'Choose a country, a plan and an area in the portal, add numbers from stock or a backorder, then configure each line with an end user and a trunk. Some countries ask for proof of a local address.',
          ],
          ['Coverage', 'The cities below: their numbers start with the country dialling code, then the area code.'],
        ],
        table: {
          columns: ['country', 'area', 'dialling_code', 'area_code'],
          rows: countriesWith(db, GEOGRAPHIC).flatMap((country) =>
            areas.all(country.id).map((area) => [country.name, area.name, country.dialling_code, area.prefix]),
          ),
        },
      };
    },
  },
  {
    slug: 'toll-free-numbers',
    description: 'Toll-free numbers: national freephone numbers, free of charge for the caller.',
    document: (db) => ({
      slug: 'toll-free-numbers',
      title: 'Toll-free numbers',
      description: 'National freephone numbers, free of charge for the caller.',
      sections: [
        [
          'What you get',
          'A national number that callers reach free of charge from fixed and mobile phones. The origination cost of each call is billed to you per minute.',
        ],
        [
          'Requirements',
          'A description of the service offered on the number; some countries also ask for a company registration document.',
        ],
        ['Coverage', 'The countries below.'],
      ],
      table: {
        columns: ['country', 'dialling_code'],
        rows: countriesWith(db, TOLLFREE).map((country) => [country.name, country.dialling_code]),
      },
    }),
  },
  {
    slug: 'sip-trunking',
    description: 'SIP trunking: how calls reach your platform, channels, codecs and failover.',
    document: () => ({
      slug: 'sip-trunking',
      title: 'SIP trunking',
      description: 'How calls to your numbers reach your platform.',
      sections: [
        [
          'Delivery',
          'Every number is routed to a SIP trunk of yours: one or more IP addresses or host names, tried in order. A routing number and a shadow routing number take over when the trunk does not answer.',
        ],
        [
          'Channels',
          'Calls run on dedicated channels of a number or on the shared channels of a DID group; channels can be added or cancelled in the portal at any time.',
        ],
      ],
      table: {
        columns: ['feature', 'value'],
        rows: [
          ['Signalling', 'SIP over UDP, TCP or TLS'],
          ['Media', 'RTP or SRTP'],
          ['Codecs', 'G.711 A-law, G.711 mu-law, G.729, Opus'],
          ['DTMF', 'RFC 4733 and SIP INFO'],
          ['Authentication', 'IP address allow list'],
          ['Failover', 'Routing number and shadow routing number'],
          ['Number format', 'E.164 without +'],
          ['Fax', 'T.38 and G.711 pass-through'],
        ],
      },
    }),
  },
];

export const TERMS: readonly ProductDocument[] = [
  {
    slug: 'general-terms-and-conditions',
    title: 'General terms and conditions',
    description: 'General terms and conditions of the DID services.',
    sections: [
      ['1. Scope', 'These terms apply to every order of numbers, channels and related services placed in the portal.'],
      [
        '2. Orders',
        'An order is binding once checked out. Numbers are delivered when the end user data and documents required by the country have been validated.',
      ],
      [
        '3. Fees and payment',
        'Monthly fees are invoiced in advance, traffic afterwards. Invoices are due within 14 days; prepaid accounts are charged from their balance.',
      ],
      [
        '4. Use of numbers',
        'Numbers may only be used by the declared end user and for the declared service, in line with the rules of the issuing country.',
      ],
      [
        '5. Cancellation',
        'A number can be cancelled at the end of its minimum contract period; cancelled numbers return to the provider.',
      ],
      ['6. Liability', 'The provider is liable only for direct damage, up to the fees of the twelve months before it.'],
    ],
  },
  {
    slug: 'data-processing-agreement',
    title: 'Data processing agreement',
    description: 'Data processing agreement (GDPR): how we process the personal data of your end users.',
    sections: [
      [
        '1. Subject',
        'The provider processes personal data of end users and callers on behalf of the customer, to deliver the ordered services.',
      ],
      [
        '2. Data',
        'End user identification and address data, their documents, call detail records and the customer contacts.',
      ],
      [
        '3. Security',
        'Data is stored encrypted within the European Economic Area; access is limited to staff who need it.',
      ],
      ['4. Sub-processors', 'Carriers of the issuing countries, and hosting providers listed on request.'],
      [
        '5. Retention',
        'Call detail records are kept 12 months; documents until 2 years after the number is cancelled.',
      ],
      ['6. Rights', 'The customer answers requests of data subjects; the provider assists within 10 working days.'],
    ],
  },
];
