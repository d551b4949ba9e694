/** Seeded account contacts: 4 to 6 per customer, named in the customer's locale, on the company's domain. */
import type Database from 'better-sqlite3';
import type { Faker } from '@faker-js/faker';

/** A national format in three groups after the country code, e.g. `+31 20 794 1123`. */
export interface PhonePlan {
  countryCode: string;
  fixed: [first: string, second: number, third: number];
  mobile: [first: string, second: number, third: number];
}

function phone(faker: Faker, countryCode: string, [first, second, third]: PhonePlan['fixed']): string {
  const digits = (length: number) => faker.string.numeric({ length, allowLeadingZeros: false });
  return `+${countryCode} ${first} ${digits(second)} ${digits(third)}`;
}

function emailLocalPart(faker: Faker, first: string, last: string): string {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '');
  return `${ascii(first)}.${ascii(last)}${faker.number.int({ min: 0, max: 3 }) === 0 ? faker.number.int(9) : ''}`;
}

export function seedContacts(
  db: Database.Database,
  customerId: number,
  faker: Faker,
  website: string,
  phones: PhonePlan,
): void {
  const domain = new URL(website).hostname.replace(/^www\./, '');
  const typeIds = db.prepare('SELECT id FROM contact_types ORDER BY id').pluck().all() as number[];
  const subscriptionIds = db.prepare('SELECT id FROM mail_subscriptions ORDER BY id').pluck().all() as number[];
  const insert =
    db.prepare(`INSERT INTO contacts (customer_id, level_id, type_id, name, email, mobile_phone, fixed_phone)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const subscribe = db.prepare('INSERT INTO contact_subscriptions (contact_id, subscription_id) VALUES (?, ?)');
  const count = faker.number.int({ min: 4, max: 6 });
  const types = faker.helpers.shuffle(typeIds).slice(0, count);
  for (let i = 0; i < count; i += 1) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const { lastInsertRowid } = insert.run(
      customerId,
      (i % 3) + 1,
      types[i],
      `${first} ${last}`,
      `${emailLocalPart(faker, first, last)}@${domain}`,
      phone(faker, phones.countryCode, phones.mobile),
      i % 2 === 0 ? phone(faker, phones.countryCode, phones.fixed) : '',
    );
    const chosen = faker.helpers.arrayElements(subscriptionIds, { min: 1, max: 4 }).sort((a, b) => a - b);
    for (const id of chosen) subscribe.run(lastInsertRowid, id);
  }
}
