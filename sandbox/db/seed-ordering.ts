/**
 * The ordering catalogue (after seedCatalogue): each plan's offer (prices, contract, lead times, outbound state,
 * restrictions, reachability), the end-user fields it requires, outbound rates, free numbers per plan and area
 * (some prefixes empty, some under 50, some over), backorder capacity (0 somewhere), use cases and order statuses.
 */
import type Database from 'better-sqlite3';
import { Faker, base } from '@faker-js/faker';
import { COUNTRIES } from './seed-catalogue';
import { stockNumber } from './seed-ordering-numbering';

export const DID_USE_CASES: [number, string][] = [
  [1, 'Inbound calls'],
  [2, 'Contact centre'],
  [3, 'IVR and voicemail'],
  [4, 'Fax to e-mail'],
  [5, 'Conference bridge'],
];

export const ORDER_STATUSES: [number, string][] = [
  [1, 'Pending'],
  [2, 'Incomplete'],
  [3, 'Rejected'],
  [4, 'In progress'],
  [5, 'Completed'],
  [6, 'Cancelled'],
];

const DESTINATIONS = [
  'Netherlands fixed',
  'Netherlands mobile',
  'Germany fixed',
  'Germany mobile',
  'France fixed',
  'France mobile',
  'Belgium fixed',
  'Belgium mobile',
  'United Kingdom fixed',
  'United Kingdom mobile',
  'International fixed',
  'International mobile',
];

/** Geographic prices (cents) and contract months per country, as the numbers' (seed-numbers) terms. */
const GEOGRAPHIC: Record<number, [mrc: number, nrc: number, months: number]> = {
  1: [150, 500, 1],
  2: [150, 0, 1],
  3: [175, 500, 12],
  4: [200, 1000, 3],
  5: [120, 300, 1],
  6: [190, 500, 12],
  7: [200, 500, 12],
  8: [350, 1500, 12],
  9: [80, 0, 1],
  10: [180, 500, 12],
  11: [160, 400, 1],
  12: [170, 500, 1],
};
const BY_TYPE: Record<number, [mrc: number, nrc: number, months: number]> = {
  2: [400, 1000, 12],
  4: [250, 500, 12],
  5: [900, 2500, 12],
  6: [600, 2000, 12],
  7: [2500, 15000, 24],
};

type Outbound = 'active' | 'upgradable' | 'unavailable';
/** Countries whose numbers can never call out (as sandbox/numbers/details.ts). */
const NO_OUTBOUND = new Set([8, 9]);
/** Plans (ids of seedCatalogue's order) whose LT outbound is active; the others can be upgraded to it. */
const LT_ACTIVE = new Set([1, 4, 6, 10, 13, 15, 27]);
/** Plans with LT outbound active but no rates published yet. */
const NO_RATES = new Set([27]);

export const RESTRICTIONS: Record<number, string> = {
  6: 'French geographic numbers may only be used by end users with an address in the numbering area (ARCEP decision 2018-0881).',
  11: 'German national numbers (032) may not be used for premium-rate, adult or gambling services.',
  13: 'Belgian geographic numbers require a signed local presence declaration of the end user.',
  20: 'Italian geographic numbers must be assigned to end users with a registered office in the district.',
  29: "UIFN numbers are registered with the ITU in the end user's name; registration takes up to 30 working days.",
};

const REQUIRED_FIELDS: Record<number, string[]> = {
  1: ['company_name', 'street', 'house_number', 'postal_code', 'city'],
  2: ['first_name', 'last_name', 'email'],
  4: ['company_name', 'vat_number'],
  5: ['company_name', 'company_registration_number'],
  6: ['company_name', 'company_registration_number'],
  7: ['company_name', 'company_registration_number', 'vat_number'],
};

interface PlanRow {
  id: number;
  country_id: number;
  plan_type: number;
  tos: number;
}

function seedOffers(db: Database.Database, plans: PlanRow[], faker: Faker): void {
  const offer =
    db.prepare(`INSERT INTO plan_offers VALUES (@plan_id, @nrc, @mrc, @default_channels, @max_channels, @channel_nrc,
    @channel_mrc, 500, 300, 250, 200, 100, @set_up, @fix, @mob, '60/60', @months, @cancellation, @leadtime, @leadtime_no_stock,
    @porting, @lt, @pstn, @sms, @outbound_lt, @outbound_pstn, @restrictions, @remarks, 1, 1, @international, 0, 1, @call_back,
    @max_call_duration, @max_min_day, @allowed, @reach_remarks)`);
  const field = db.prepare('INSERT INTO plan_required_fields (plan_id, accessor) VALUES (?, ?)');
  const rate =
    db.prepare(`INSERT INTO plan_outbound_rates (plan_id, destination_id, call_set_up_e4, price_min_e4, currency, billing_method)
    VALUES (?, ?, ?, ?, 'EUR', '60/60')`);
  const pstnCountries = new Set(plans.filter((p) => p.tos === 2).map((p) => p.country_id));
  for (const plan of plans) {
    const pstn = plan.tos === 2;
    const [mrc, nrc, months] = plan.plan_type === 1 ? GEOGRAPHIC[plan.country_id] : BY_TYPE[plan.plan_type];
    const ltOutbound: Outbound = NO_OUTBOUND.has(plan.country_id)
      ? 'unavailable'
      : LT_ACTIVE.has(plan.id)
        ? 'active'
        : 'upgradable';
    const pstnOutbound: Outbound = pstn
      ? 'active'
      : ltOutbound !== 'unavailable' && pstnCountries.has(plan.country_id) && plan.plan_type === 1
        ? 'upgradable'
        : 'unavailable';
    offer.run({
      plan_id: plan.id,
      mrc: mrc + (pstn ? 250 : 0) + (plan.tos === 10 ? 100 : 0),
      nrc: pstn ? 1000 : nrc,
      default_channels: 2,
      max_channels: plan.plan_type === 5 ? 60 : 30,
      channel_nrc: 500,
      channel_mrc: pstn ? 400 : 250,
      set_up: 100,
      fix: faker.number.int({ min: 80, max: 160 }),
      mob: faker.number.int({ min: 300, max: 600 }),
      months: pstn ? 12 : months,
      cancellation: plan.plan_type === 5 || plan.plan_type === 7 ? 3 : 1,
      leadtime: faker.number.int({ min: 1, max: 3 }),
      leadtime_no_stock: faker.helpers.arrayElement([10, 15, 20, 30]),
      porting: plan.plan_type === 7 || plan.tos === 10 ? 0 : 1,
      lt: plan.tos === 10 ? 0 : 1,
      pstn: pstn ? 1 : 0,
      sms: plan.plan_type === 2 ? 1 : 0,
      outbound_lt: pstn ? 'active' : ltOutbound,
      outbound_pstn: pstnOutbound,
      restrictions: RESTRICTIONS[plan.id] ?? null,
      remarks:
        plan.plan_type === 1
          ? "Numbers are allocated from the area's blocks; the end user must be located in the area."
          : '',
      international: NO_OUTBOUND.has(plan.country_id) ? 0 : 1,
      call_back: pstn ? 1 : 0,
      max_call_duration: pstn ? null : 240,
      max_min_day: pstn ? null : 10_000,
      allowed: pstn ? 'Voice,Fax,Emergency calls' : plan.tos === 10 ? 'SMS' : 'Voice,Fax',
      reach_remarks: pstn ? "Emergency calls are routed to the services of the number's area." : '',
    });
    if (plan.country_id !== 9)
      for (const accessor of REQUIRED_FIELDS[plan.plan_type] ?? []) field.run(plan.id, accessor);
    if ((pstn || ltOutbound === 'active') && !NO_RATES.has(plan.id)) {
      const country = COUNTRIES.find(([id]) => id === plan.country_id)?.[1] ?? '';
      DESTINATIONS.forEach((name, i) => {
        const home = name.startsWith(country);
        if (!home && !name.startsWith('International') && i > 5) return;
        const mobile = name.endsWith('mobile');
        rate.run(
          plan.id,
          i + 1,
          home ? 0 : 100,
          (home ? 150 : 600) + (mobile ? (pstn ? 250 : 500) : 0) + (home ? 0 : i * 20),
        );
      });
    }
  }
}

/** Free numbers of a plan and area: [how many, backorder capacity]. Forced cases first, then a weighted draw. */
function stockOf(faker: Faker, plan: PlanRow, area: string): [number, number] {
  if (plan.id === 1 && area === 'Amsterdam') return [80, 200];
  if (plan.id === 1 && area === 'Rotterdam') return [12, 100];
  if (plan.id === 1 && area === 'Groningen') return [0, 25];
  if (plan.id === 1 && area === 'Eindhoven') return [0, 0];
  if (plan.id === 29) return [0, 50];
  if (plan.id === 25) return [faker.number.int({ min: 5, max: 20 }), 0];
  const count = faker.helpers.weightedArrayElement([
    { value: 0, weight: 2 },
    { value: faker.number.int({ min: 2, max: 12 }), weight: 3 },
    { value: faker.number.int({ min: 15, max: 45 }), weight: 3 },
    { value: faker.number.int({ min: 55, max: 70 }), weight: 1 },
  ]);
  return [count, faker.helpers.arrayElement([0, 50, 100, 250, 500])];
}

function seedStock(db: Database.Database, plans: PlanRow[], faker: Faker): void {
  const areas = db.prepare<[number], { id: number; name: string; prefix: string }>(
    'SELECT id, name, prefix FROM areas WHERE country_id = ? ORDER BY id',
  );
  const stock = db.prepare('INSERT INTO stock_dids (plan_id, area_id, did) VALUES (?, ?, ?)');
  const backorder = db.prepare('INSERT INTO backorder_stock (plan_id, area_id, stock) VALUES (?, ?, ?)');
  const used = new Set<string>();
  for (const plan of plans) {
    const dialling = COUNTRIES.find(([id]) => id === plan.country_id)?.[3] ?? '';
    for (const area of areas.all(plan.country_id)) {
      const [count, capacity] = stockOf(faker, plan, area.name);
      backorder.run(plan.id, area.id, capacity);
      for (let i = 0; i < count; i += 1) {
        let did: string;
        do did = stockNumber(faker, { id: plan.country_id, dialling }, plan.plan_type, area.prefix);
        while (used.has(did));
        used.add(did);
        stock.run(plan.id, area.id, did);
      }
    }
  }
}

export function seedOrderingCatalogue(db: Database.Database, seed: number): void {
  const faker = new Faker({ locale: [base] });
  faker.seed(seed);
  const useCase = db.prepare('INSERT INTO did_use_cases (id, name) VALUES (?, ?)');
  for (const [id, name] of DID_USE_CASES) useCase.run(id, name);
  const status = db.prepare('INSERT INTO order_statuses (id, description) VALUES (?, ?)');
  for (const [id, description] of ORDER_STATUSES) status.run(id, description);
  const destination = db.prepare('INSERT INTO outbound_destinations (id, name) VALUES (?, ?)');
  DESTINATIONS.forEach((name, i) => destination.run(i + 1, name));
  const plans = db.prepare<[], PlanRow>('SELECT id, country_id, plan_type, tos FROM plans ORDER BY id').all();
  seedOffers(db, plans, faker);
  seedStock(db, plans, faker);
}

/** After the customers' numbers: a free number can't also be owned (a number in a cart was kept out of theirs). */
export function pruneOwnedStock(db: Database.Database): void {
  db.exec(`DELETE FROM stock_dids WHERE did IN (SELECT did FROM dids)
    AND id NOT IN (SELECT stock_did_id FROM cart_lines WHERE stock_did_id IS NOT NULL)`);
}
