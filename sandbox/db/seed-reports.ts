/**
 * Call records (CDRs) and dashboard news. A customer's calls cover the 90 days before the seed day, per number, drawn
 * from the same daily history as the number's statistics (sandbox/numbers/statistics.ts), one record for about every
 * tenth call of that history: so the same DID is busy in both, on a scale that keeps the seed fast.
 */
import type Database from 'better-sqlite3';
import { callHistory, type Day, generator } from '@/sandbox/numbers/statistics';

export const TRAFFIC_TYPES = [
  [1, 'Inbound'],
  [2, 'Outbound'],
  [3, 'Forwarded'],
] as const;
export const INBOUND = 1;
export const OUTBOUND = 2;
export const FORWARDED = 3;

/** Days of call records before the seed day. */
export const CDR_DAYS = 90;
/** The share of the statistics' calls that become records. */
const SCALE = 0.1;
/** Of the inbound calls, the share forwarded to a routing number. */
const FORWARDED_SHARE = 0.08;
/** The provider's border controllers: the far end of every call as the customer's trunk sees it. */
const PROVIDER_IPS = ['185.94.8.10', '185.94.8.11', '185.94.9.20'];

const NEWS: [daysBefore: number, type: 'alert' | 'info', description: string][] = [
  [
    1,
    'alert',
    'Planned maintenance on 4 September 2025 from 01:00 to 03:00 UTC: calls to Belgian numbers may be interrupted for up to 5 minutes.',
  ],
  [6, 'info', 'Swedish geographic numbers in Gothenburg and Malmö are back in stock.'],
  [15, 'info', 'Call detail records can now be exported to CSV with all filters applied.'],
  [
    34,
    'alert',
    'From 1 October 2025 French geographic numbers require proof of an address in the numbering area (ARCEP).',
  ],
  [48, 'info', 'New: shared channels for DID groups, bought and cancelled from the portal.'],
  [75, 'info', 'Toll-free numbers for Ireland are now available with a lead time of 5 working days.'],
];

const DAY_SECONDS = 86_400;

export function seedReportLookups(db: Database.Database, seedDate: string): void {
  const type = db.prepare('INSERT INTO cdr_traffic_types (id, name) VALUES (?, ?)');
  for (const [id, name] of TRAFFIC_TYPES) type.run(id, name);
  const news = db.prepare('INSERT INTO news (created, notification_type, description) VALUES (?, ?, ?)');
  for (const [daysBefore, type, description] of [...NEWS].reverse())
    news.run(new Date(Date.parse(seedDate) - daysBefore * DAY_SECONDS * 1000).toISOString(), type, description);
}

interface NumberRow {
  did: string;
  country_id: number;
  area_id: number;
  plan_type: number;
  dialling_code: string;
  outbound: number;
  set_up: number;
  fix: number;
  mob: number;
}

/** Of the outbound calls, the share to another country. */
const INTERNATIONAL_SHARE = 0.15;

/**
 * The destinations of the rates (outbound_destinations, "Netherlands fixed"...), fixed and mobile, of a country; the
 * international ones for a country that has none of its own.
 */
function destinationsOf(db: Database.Database): (countryId: number) => { fixed: number; mobile: number } {
  const byName = new Map(
    db
      .prepare<[], { id: number; name: string }>('SELECT id, name FROM outbound_destinations')
      .all()
      .map((row) => [row.name, row.id]),
  );
  const names = new Map(
    db
      .prepare<[], { id: number; name: string }>('SELECT id, name FROM countries')
      .all()
      .map((row) => [row.id, row.name]),
  );
  const international = {
    fixed: byName.get('International fixed') ?? 1,
    mobile: byName.get('International mobile') ?? 1,
  };
  return (countryId) => {
    const name = names.get(countryId) ?? '';
    const fixed = byName.get(`${name} fixed`);
    const mobile = byName.get(`${name} mobile`);
    return fixed !== undefined && mobile !== undefined ? { fixed, mobile } : international;
  };
}

export function seedCdrs(db: Database.Database, customerId: number, seedDate: string): void {
  const numbers = db
    .prepare<[number], NumberRow>(
      `SELECT d.did, d.country_id, d.area_id, p.plan_type, c.dialling_code, (d.outbound_lt OR d.outbound_pstn) AS outbound,
       coalesce(o.call_set_up_e4, 0) AS set_up, coalesce(o.price_min_fix_e4, 0) AS fix, coalesce(o.price_min_mob_e4, 0) AS mob
       FROM dids d JOIN plans p ON p.id = d.plan_id JOIN countries c ON c.id = d.country_id
       LEFT JOIN plan_offers o ON o.plan_id = d.plan_id WHERE d.customer_id = ? ORDER BY d.id`,
    )
    .all(customerId);
  const insert =
    db.prepare(`INSERT INTO cdrs (customer_id, start_ts, country_id, area_id, destination_id, traffic_type_id,
    number_a, number_b, related_did, src_ip, dst_ip, duration, rounded_up_duration, realized, price_e4)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const end = Math.floor(Date.parse(seedDate) / 1000);
  const trunkIp = `198.51.100.${10 + customerId}`;
  const destinations = destinationsOf(db);
  const abroad = destinations(0);

  numbers.forEach((number) => {
    const random = generator(`${number.did}:cdr`);
    const home = destinations(number.country_id);
    const history = callHistory(number.did, number.outbound === 1, CDR_DAYS);
    const other = () => `${number.dialling_code}${String(100_000_000 + Math.floor(random() * 899_999_999))}`;
    const scaled = (calls: number) => Math.floor(calls * SCALE + random());
    const call = (daysBefore: number, day: Day, direction: number) => {
      const successful = scaled(day.successful);
      const total = successful + scaled(day.unsuccessful);
      const secondsPerCall = day.successful > 0 ? (day.minutes * 60) / day.successful : 60;
      for (let i = 0; i < total; i += 1) {
        const realized = i < successful;
        const start = end - (daysBefore + 1) * DAY_SECONDS + Math.floor(random() * DAY_SECONDS);
        const duration = realized ? Math.max(1, Math.round(secondsPerCall * (0.4 + random() * 1.2))) : 0;
        const rounded = Math.ceil(duration / 60) * 60;
        const mobile = random() < 0.3;
        const type = direction === INBOUND && random() < FORWARDED_SHARE ? FORWARDED : direction;
        const perMinute = mobile ? number.mob : number.fix;
        const price = realized
          ? Math.round(((type === INBOUND ? 1 : 1.5) * perMinute * rounded) / 60) + number.set_up
          : 0;
        const provider = PROVIDER_IPS[Math.floor(random() * PROVIDER_IPS.length)];
        const inbound = direction === INBOUND;
        // Inbound calls went to the customer's number (mobile for a mobile plan); outbound ones mostly stay in the country.
        const place = inbound || random() >= INTERNATIONAL_SHARE ? home : abroad;
        const destination = inbound
          ? number.plan_type === 2
            ? home.mobile
            : home.fixed
          : mobile
            ? place.mobile
            : place.fixed;
        insert.run(
          customerId,
          start,
          number.country_id,
          number.area_id,
          destination,
          type,
          inbound ? other() : number.did,
          inbound ? number.did : other(),
          number.did,
          inbound ? provider : trunkIp,
          inbound ? trunkIp : provider,
          duration,
          rounded,
          realized ? 1 : 0,
          price,
        );
      }
    };
    history.inbound.forEach((day, daysBefore) => call(daysBefore, day, INBOUND));
    history.outbound.forEach((day, daysBefore) => call(daysBefore, day, OUTBOUND));
  });
}
