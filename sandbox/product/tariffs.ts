/**
 * The price lists of the product information pages (spec part 2 sections 3 and 7): outbound call rates per
 * destination, built from the catalogue's countries and areas (db/seed-catalogue.ts), so that every destination
 * the sandbox knows has a rate. Deterministic: a rate comes from a hash of its prefix, never from the clock or
 * `Math.random`, so the JSON, the CSV, the XLSX and the PDF of a list always hold the same rows.
 */
import type { PriceListData, TariffRow } from '@/providers/entities/product';
import type { Db } from '@/sandbox/db';

export interface PriceList {
  /** In the list's paths and file names. */
  slug: string;
  tariff: string;
  description: string;
  currency: string;
  /** Per-mille of the standard rates (wholesale is cheaper, the dollar list converted). */
  factor: number;
  /** False: no connection fee on any destination. */
  setupFees: boolean;
}

export const PRICE_LISTS: readonly PriceList[] = [
  {
    slug: 'standard',
    tariff: 'Standard 2025',
    description: 'Outbound call rates for direct customers, per minute in EUR, billed per 60 seconds.',
    currency: 'EUR',
    factor: 1000,
    setupFees: true,
  },
  {
    slug: 'wholesale',
    tariff: 'Wholesale 2025',
    description: 'Outbound call rates for resellers and carriers, per minute in EUR, billed per second, no setup fees.',
    currency: 'EUR',
    factor: 800,
    setupFees: false,
  },
  {
    slug: 'standard-usd',
    tariff: 'Standard USD 2025',
    description:
      'The standard outbound call rates for accounts billed in US dollars, per minute, billed per 60 seconds.',
    currency: 'USD',
    factor: 1090,
    setupFees: true,
  },
];

export const TARIFF_COLUMNS = ['destination', 'prefix', 'rate', 'setup'] as const;

/** Mobile ranges after the country code, per ISO code (a country without any, as the US, has one numbering plan). */
const MOBILE_PREFIXES: Record<string, string[]> = {
  NL: ['61', '62', '63', '64', '65', '68'],
  FR: ['6', '7'],
  DE: ['15', '16', '17'],
  BE: ['46', '47', '48', '49'],
  GB: ['71', '73', '74', '75', '77', '78', '79'],
  ES: ['6', '71', '72', '73', '74'],
  IT: ['32', '33', '34', '35', '36', '38'],
  CH: ['75', '76', '77', '78', '79'],
  AT: ['650', '660', '664', '676', '680', '688', '699'],
  SE: ['70', '72', '73', '76', '79'],
  IE: ['83', '85', '86', '87', '89'],
};

/** Italy keeps the area code's leading 0 after the country code (+39 06 for Rome). */
const KEEPS_ZERO = new Set(['IT']);

/** 0 <= x < 1 from a string (FNV-1a): the same prefix always gets the same rate. */
function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** Ten-thousandths of the currency as a decimal string with four digits: 123 -> "0.0123". */
export const rateText = (e4: number): string => `${Math.floor(e4 / 10_000)}.${String(e4 % 10_000).padStart(4, '0')}`;

/** A destination of the standard tariff, rates in ten-thousandths of a euro. */
interface BaseRow {
  destination: string;
  prefix: string;
  rate: number;
  setup: number;
}

function baseRows(db: Db): BaseRow[] {
  const countries = db
    .prepare<[], { id: number; name: string; iso_code: string; dialling_code: string }>(
      'SELECT id, name, iso_code, dialling_code FROM countries ORDER BY name',
    )
    .all();
  const areas = db.prepare<[number], { name: string; prefix: string }>(
    'SELECT name, prefix FROM areas WHERE country_id = ? ORDER BY name, id',
  );
  const rows: BaseRow[] = [];
  for (const country of countries) {
    const cc = country.dialling_code;
    const fixed = 80 + Math.floor(unit(`fixed ${cc}`) * 220);
    rows.push({ destination: `${country.name} - Fixed`, prefix: cc, rate: fixed, setup: 0 });
    // Two cities may share an area code (Lyon and Marseille): one row for the prefix, naming both.
    const byPrefix = new Map<string, string[]>();
    for (const area of areas.all(country.id)) {
      const prefix = `${cc}${KEEPS_ZERO.has(country.iso_code) ? '0' : ''}${area.prefix}`;
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), area.name]);
    }
    for (const [prefix, names] of byPrefix) {
      // A city costs the country's fixed rate, a little more or less (within 10 %).
      const rate = Math.round(fixed * (0.9 + unit(prefix) * 0.2));
      rows.push({ destination: `${country.name} - ${names.join(', ')}`, prefix, rate, setup: 0 });
    }
    for (const range of MOBILE_PREFIXES[country.iso_code] ?? []) {
      const prefix = `${cc}${range}`;
      const draw = unit(`mobile ${prefix}`);
      rows.push({
        destination: `${country.name} - Mobile`,
        prefix,
        rate: 300 + Math.floor(draw * 1200),
        setup: draw > 0.5 ? 100 : 0,
      });
    }
  }
  return rows;
}

/** The rows of every price list, made once per database (the catalogue never changes). */
export function tariffs(db: Db): (list: PriceList) => PriceListData {
  let base: BaseRow[] | undefined;
  const made = new Map<string, PriceListData>();
  return (list) => {
    const known = made.get(list.slug);
    if (known) return known;
    base ??= baseRows(db);
    const scale = (e4: number) => Math.round((e4 * list.factor) / 1000);
    const rows: TariffRow[] = base.map((row) => ({
      destination: row.destination,
      prefix: row.prefix,
      rate: rateText(scale(row.rate)),
      setup: rateText(list.setupFees ? scale(row.setup) : 0),
    }));
    const data = { currency: list.currency, rows };
    made.set(list.slug, data);
    return data;
  };
}
