/**
 * POST customer/cart/dids/save and customer/cart/backorders/save: configure lines with an end user, a trunk and a
 * use case. All or nothing: a refusal is a 400 with one error object per line, in the order sent.
 */
import type { Db } from '@/sandbox/db';
import { badRequest } from '@/sandbox/errors';
import { MESSAGES } from '@/sandbox/errors';
import type { CartDidLine, CartLineKind } from '@/providers/types';
import { jsonTypeName } from '@/sandbox/validation';
import { cartLineQueries } from './cartLines';

type LineErrors = Partial<Record<'id' | 'profile' | 'trunk' | 'use_case' | 'non_field_errors', string[]>>;

export class SaveRefused extends Error {
  constructor(readonly errors: LineErrors[]) {
    super('cart save refused');
  }
}

const asId = (value: unknown): number | null | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

export function saveLinesCommand(db: Db) {
  const line = db.prepare<[number, number], { kind: CartLineKind }>(
    'SELECT kind FROM cart_lines WHERE id = ? AND customer_id = ?',
  );
  const profile = db.prepare<[number, number], { blocked: number }>(
    'SELECT blocked FROM profiles WHERE id = ? AND customer_id = ?',
  );
  const trunk = db.prepare<[number, number], number>('SELECT 1 FROM trunks WHERE id = ? AND customer_id = ?').pluck();
  const useCase = db.prepare<[number], number>('SELECT 1 FROM did_use_cases WHERE id = ?').pluck();
  const update = db.prepare('UPDATE cart_lines SET profile_id = ?, trunk_id = ?, use_case = ?, saved = 1 WHERE id = ?');
  const read = cartLineQueries(db);

  return (customer: number, body: unknown, kinds: CartLineKind[]): CartDidLine[] => {
    if (!Array.isArray(body)) throw badRequest({ non_field_errors: [MESSAGES.notAList(jsonTypeName(body))] });
    if (body.length === 0) throw badRequest({ non_field_errors: ['This list may not be empty.'] });
    const valid: [number, number, number, number][] = [];
    const errors = body.map((item: unknown): LineErrors => {
      const fields = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
      const result: LineErrors = {};
      const id = asId(fields.id);
      const kind = id ? line.get(id, customer)?.kind : undefined;
      if (id === undefined) result.id = [MESSAGES.required];
      else if (!kind || !kinds.includes(kind)) result.id = ['Select a valid cart line.'];
      const check = (
        field: 'profile' | 'trunk' | 'use_case',
        message: string,
        ok: (value: number) => boolean | string,
      ) => {
        const value = asId(fields[field]);
        if (value === undefined) return ((result[field] = [MESSAGES.required]), 0);
        const verdict = value === null ? false : ok(value);
        if (verdict !== true) result[field] = [typeof verdict === 'string' ? verdict : message];
        return value ?? 0;
      };
      const profileId = check('profile', 'Select a valid end user.', (value) => {
        const row = profile.get(value, customer);
        return row ? (row.blocked === 1 ? 'This end user is blocked.' : true) : false;
      });
      const trunkId = check('trunk', 'Select a valid trunk.', (value) => trunk.get(value, customer) === 1);
      const useCaseId = check('use_case', 'Select a valid DID Service type.', (value) => useCase.get(value) === 1);
      if (Object.keys(result).length === 0 && id) valid.push([profileId, trunkId, useCaseId, id]);
      return result;
    });
    if (errors.some((e) => Object.keys(e).length > 0)) throw new SaveRefused(errors);
    db.transaction(() => {
      for (const values of valid) update.run(...values);
    })();
    return valid.map(([, , , id]) => read.line(id)).filter((l): l is CartDidLine => l !== undefined);
  };
}
