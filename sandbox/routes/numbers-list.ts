/** My Numbers: GET customer/dids (filters, ordered by DID), its CSV export, and GET/PATCH customer/dids/{did}. */
import { didObject, record } from '@/sandbox/activity';
import type { Db } from '@/sandbox/db';
import { type AreaDeps, type SandboxContext, customerId } from '@/sandbox/env';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import { csvResponse } from '@/sandbox/csv';
import { type Body, FieldErrors, readJson } from '@/sandbox/validation';
import {
  DID,
  type NumberRow,
  SELECT_NUMBER,
  didFilter,
  existingNumber,
  idFilter,
  numberFinder,
} from './numbers-shared';

interface Filters {
  customer: number;
  country: number | null;
  area: number | null;
  did: string | null;
  profile: string | null;
}

const FILTERED = `${SELECT_NUMBER} WHERE d.customer_id = @customer
  AND (@country IS NULL OR d.country_id = @country) AND (@area IS NULL OR d.area_id = @area)
  AND (@did IS NULL OR instr(d.did, @did) > 0) AND (@profile IS NULL OR instr(lower(f.name), lower(@profile)) > 0)`;

function filters(c: SandboxContext): Filters {
  const profile = (c.req.query('profile') ?? '').trim();
  return {
    customer: customerId(c),
    country: idFilter(c, 'country'),
    area: idFilter(c, 'area'),
    did: didFilter(c),
    profile: profile || null,
  };
}

const CSV_HEADER = ['DID', 'Country', 'Area', 'End user', 'Trunk', 'MRC', 'Earliest cancel', 'Being cancelled'];

/** `{id}` or a bare id; undefined when the field is absent (PATCH changes only what it carries). */
function refId(body: Body, field: string): number | null | undefined {
  if (!(field in body)) return undefined;
  const value = body[field];
  const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  if (typeof id === 'number' && Number.isInteger(id)) return id;
  if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
  return null;
}

function prepare(db: Db) {
  return {
    count: db.prepare<[Filters], number>(`SELECT count(*) FROM (${FILTERED})`).pluck(),
    page: db.prepare<[Filters & { limit: number; offset: number }], NumberRow>(
      `${FILTERED} ORDER BY d.did LIMIT @limit OFFSET @offset`,
    ),
    all: db.prepare<[Filters], NumberRow>(`${FILTERED} ORDER BY d.did`),
    trunk: db.prepare<[number, number], number>('SELECT 1 FROM trunks WHERE id = ? AND customer_id = ?').pluck(),
    profile: db.prepare<[number, number], { blocked: number }>(
      'SELECT blocked FROM profiles WHERE id = ? AND customer_id = ? AND is_draft = 0',
    ),
    setTrunk: db.prepare<[number, number]>('UPDATE dids SET customer_trunk_id = ? WHERE id = ?'),
    setProfile: db.prepare<[number, number]>('UPDATE dids SET profile_id = ? WHERE id = ?'),
  };
}

export function registerNumberListRoutes(router: Router, { db }: AreaDeps): void {
  const sql = prepare(db);
  const ownNumber = numberFinder(db);

  router.resource('customer/dids', {
    get: (c) => {
      const where = filters(c);
      const page = paginate(
        c,
        () => sql.count.get(where) ?? 0,
        (limit, offset) => sql.page.all({ ...where, limit, offset }),
      );
      return c.json({ results: page.results.map(existingNumber), count: page.count });
    },
  });

  router.resource('customer/dids/export', {
    get: (c) => {
      const rows = sql.all.all(filters(c)).map((row) => {
        const n = existingNumber(row);
        return [
          n.did,
          n.country.name,
          n.area.name,
          n.profile?.name ?? '',
          n.customer_trunk?.name ?? '',
          n.mrc,
          n.earliest_cancel,
          n.is_being_cancelled ? 'Yes' : 'No',
        ];
      });
      return csvResponse(c, 'numbers.csv', CSV_HEADER, rows);
    },
  });

  router.resource(`customer/dids/${DID}`, {
    get: (c) => c.json(existingNumber(ownNumber(c))),
    patch: async (c) => {
      const row = ownNumber(c);
      const body = await readJson(c);
      const errors = new FieldErrors();
      const trunk = refId(body, 'customer_trunk');
      const profile = refId(body, 'profile');
      if (trunk !== undefined && (trunk === null || sql.trunk.get(trunk, row.customer_id) !== 1)) {
        errors.add('customer_trunk', 'Select a valid trunk.');
      }
      if (profile !== undefined) {
        const found = profile === null ? undefined : sql.profile.get(profile, row.customer_id);
        if (!found) errors.add('profile', 'Select a valid end user.');
        else if (found.blocked === 1) errors.add('profile', 'This end user is blocked.');
      }
      errors.check();
      db.transaction(() => {
        if (trunk) sql.setTrunk.run(trunk, row.id);
        if (profile) sql.setProfile.run(profile, row.id);
      })();
      const after = ownNumber(c);
      const changes = [
        ...(trunk ? [`trunk set to "${after.trunk_name ?? ''}"`] : []),
        ...(profile ? [`end user set to "${after.profile_name ?? ''}"`] : []),
      ];
      if (changes.length > 0) {
        const summary = changes.join(', ');
        record(c, 'number_update', didObject(row.did), summary.charAt(0).toUpperCase() + summary.slice(1));
      }
      return c.json(existingNumber(after));
    },
  });
}
