import { describe, expect, it } from 'vitest';
import {
  applyToAll,
  clearError,
  effectiveChoice,
  mapSaveErrors,
  requiredErrors,
  savePayloads,
} from '@/src/pages/cart/configure/lineRules';

const line = (
  id: number,
  is_backorder = false,
  saved: { profile?: number; trunk?: number; use_case?: number } = {},
) => ({
  id,
  is_backorder,
  profile: saved.profile ?? null,
  trunk: saved.trunk ?? null,
  use_case: saved.use_case ?? null,
});
const REQUIRED = 'This field is required.';

describe('cart line rules', () => {
  it('shows the user choice over the saved value, and nothing when neither exists', () => {
    const saved = line(1, false, { profile: 4, trunk: 5, use_case: 2 });
    expect(effectiveChoice(saved, {})).toEqual({ profile: 4, trunk: 5, use_case: 2 });
    expect(effectiveChoice(saved, { 1: { trunk: 9 } })).toEqual({ profile: 4, trunk: 9, use_case: 2 });
    expect(effectiveChoice(line(2), {})).toEqual({ profile: '', trunk: '', use_case: '' });
  });

  it('apply-to-all copies the value into that field of every line and keeps the other fields', () => {
    const choices = applyToAll({ 1: { profile: 3, trunk: 7 } }, [1, 2, 3], 'trunk', 8);
    expect(choices).toEqual({ 1: { profile: 3, trunk: 8 }, 2: { trunk: 8 }, 3: { trunk: 8 } });
    const lines = [line(1), line(2), line(3)];
    expect(lines.map((item) => effectiveChoice(item, choices).trunk)).toEqual([8, 8, 8]);
    // A line changed after apply-to-all keeps its own value.
    expect(effectiveChoice(line(2), { ...choices, 2: { trunk: 1 } }).trunk).toBe(1);
  });

  it('requires profile, trunk and DID service type on every line', () => {
    const lines = [line(1, false, { profile: 1, trunk: 1, use_case: 1 }), line(2), line(3, true, { profile: 2 })];
    expect(requiredErrors(lines, {}, REQUIRED)).toEqual({
      2: { profile: REQUIRED, trunk: REQUIRED, use_case: REQUIRED },
      3: { trunk: REQUIRED, use_case: REQUIRED },
    });
    const filled = applyToAll(
      applyToAll(applyToAll({}, [2, 3], 'profile', 4), [2, 3], 'trunk', 5),
      [2, 3],
      'use_case',
      6,
    );
    expect(requiredErrors(lines, filled, REQUIRED)).toEqual({});
  });

  it('splits DID (and PSTN-upgrade) lines from backorder lines for their two save calls', () => {
    const lines = [line(1), line(2, true), line(3)];
    const choices = applyToAll(
      applyToAll(applyToAll({}, [1, 2, 3], 'profile', 4), [1, 2, 3], 'trunk', 5),
      [1, 2, 3],
      'use_case',
      6,
    );
    expect(savePayloads(lines, choices)).toEqual({
      dids: [
        { id: 1, profile: 4, trunk: 5, use_case: 6 },
        { id: 3, profile: 4, trunk: 5, use_case: 6 },
      ],
      backorders: [{ id: 2, profile: 4, trunk: 5, use_case: 6 }],
    });
  });

  it('maps a 400 list onto the lines in the order sent', () => {
    const sent = [{ id: 11 }, { id: 12 }, { id: 13 }];
    const raw = [
      {},
      { profile: ['This end user is blocked.'] },
      { trunk: ['Select a valid trunk.'], id: ['Select a valid cart line.'] },
    ];
    expect(mapSaveErrors(sent, raw)).toEqual({
      12: { profile: 'This end user is blocked.' },
      13: { trunk: 'Select a valid trunk.', line: 'Select a valid cart line.' },
    });
  });

  it('gives nothing for a body that is not a list', () => {
    expect(mapSaveErrors([{ id: 1 }], { detail: 'Not found.' })).toEqual({});
    expect(mapSaveErrors([{ id: 1 }], undefined)).toEqual({});
  });

  it('clears one field message when the user changes it', () => {
    const errors = { 1: { profile: REQUIRED, trunk: REQUIRED } };
    expect(clearError(errors, 1, 'profile')).toEqual({ 1: { trunk: REQUIRED } });
    expect(clearError(errors, 2, 'profile')).toBe(errors);
  });
});
