/**
 * A profile's end-user data: GET, POST while the profile is a draft, PUT .../update once it is not.
 * A body holds any subset of the fields (unknown keys are ignored); saving ends the draft and recomputes `valid`.
 */
import { record } from '@/sandbox/activity';
import type { Db } from '@/sandbox/db';
import type { AreaDeps } from '@/sandbox/env';
import { badRequest } from '@/sandbox/errors';
import { FIELD_NAMES, type ProfileField } from '@/sandbox/profileRules';
import type { ProfileRecord, ProfileStore } from '@/sandbox/profileStore';
import type { Router } from '@/sandbox/routing';
import { type Body, FieldErrors, isEmail, readJson, stringField } from '@/sandbox/validation';

type Value = string | number | null;

const SELECTS = new Set<ProfileField>(['salutation', 'country', 'area']);
/** An optional country prefix, then digits in groups (spaces, dashes, dots, brackets): 6 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const isPhone = (value: string) => PHONE.test(value) && /^\d{6,15}$/.test(value.replace(/\D/g, ''));

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

const toId = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;

function validator(db: Db) {
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const areaCountry = db.prepare<[number], number>('SELECT country_id FROM areas WHERE id = ?').pluck();

  /** The changes a body asks for (field -> value), or the DRF 400. */
  return (body: Body, current: ProfileRecord): Partial<Record<ProfileField, Value>> => {
    const errors = new FieldErrors();
    const changes: Partial<Record<ProfileField, Value>> = {};
    for (const field of FIELD_NAMES) {
      if (!(field in body) || SELECTS.has(field)) continue;
      const text = stringField(body, field, errors, { maxLength: field === 'additional_address_info' ? 255 : 128 });
      changes[field] = text || null;
    }
    if (changes.email && !isEmail(changes.email as string)) errors.add('email', 'Enter a valid email address.');
    if (changes.phone_number && !isPhone(changes.phone_number as string))
      errors.add('phone_number', 'Enter a valid phone number.');
    if ('salutation' in body) {
      const value = body.salutation;
      if (isBlank(value)) changes.salutation = null;
      else if (value === 'mr' || value === 'ms') changes.salutation = value;
      else errors.add('salutation', 'Select a valid salutation.');
    }
    if ('country' in body) {
      if (isBlank(body.country)) changes.country = null;
      else if (countryExists.get(toId(body.country)) === 1) changes.country = toId(body.country);
      else errors.add('country', 'Select a valid country.');
    }
    const country = 'country' in changes ? changes.country : current.country;
    if ('area' in body) {
      if (isBlank(body.area)) changes.area = null;
      else if (!errors.has('country') && country != null && areaCountry.get(toId(body.area)) === country)
        changes.area = toId(body.area);
      else errors.add('area', 'Select a valid area.');
    } else if (current.area !== null && areaCountry.get(current.area) !== country) {
      // A new country drops the area of the old one.
      changes.area = null;
    }
    errors.check();
    return changes;
  };
}

export function registerEndUserDataRoutes(router: Router, { db }: AreaDeps, store: ProfileStore): void {
  const validate = validator(db);
  const clearDefault = db.prepare('UPDATE profiles SET is_default = 0 WHERE customer_id = ?');
  const setDefault = db.prepare('UPDATE profiles SET is_default = ? WHERE id = ?');

  const save = (profile: ProfileRecord, body: Body) => {
    const changes = validate(body, profile);
    const columns = Object.keys(changes).map((field) =>
      field === 'area' ? 'area_id = @area' : field === 'country' ? 'country_id = @country' : `${field} = @${field}`,
    );
    db.transaction(() => {
      db.prepare(`UPDATE profiles SET ${[...columns, 'is_draft = 0'].join(', ')} WHERE id = @id`).run({
        ...changes,
        id: profile.id,
      });
      // The portal sends its Default checkbox with the data: honour it here too.
      if (typeof body.default === 'boolean') {
        if (body.default) clearDefault.run(profile.customer_id);
        setDefault.run(body.default ? 1 : 0, profile.id);
      }
      store.recomputeValid(profile.id);
    })();
  };

  router.resource('customer/account/:id{[0-9]+}/end-user-data', {
    get: (c) => c.json(store.dataOf(store.owned(c))),
    post: async (c) => {
      const profile = store.owned(c);
      const body = await readJson(c);
      if (profile.is_draft !== 1) throw badRequest({ detail: 'End user data already exists.' });
      save(profile, body);
      const object = { type: 'end_user', id: profile.id, name: profile.name } as const;
      record(c, 'end_user_update', object, `End user data of "${profile.name}" entered`);
      return c.json({ message: 'End user data saved.' }, 201);
    },
  });

  router.resource('customer/account/:id{[0-9]+}/end-user-data/update', {
    put: async (c) => {
      const profile = store.owned(c);
      const body = await readJson(c);
      if (profile.is_draft === 1) throw badRequest({ detail: 'No end user data yet.' });
      save(profile, body);
      const object = { type: 'end_user', id: profile.id, name: profile.name } as const;
      record(c, 'end_user_update', object, `End user data of "${profile.name}" changed`);
      return c.json({ message: 'End user data saved.' });
    },
  });
}
