import { describe, expect, it } from 'vitest';
import { BLANK_ROW, rowChanges, shadowChange, toRows } from '@/resources/numbers/routing/routingRows';

const saved = toRows([
  { id: 5, nature: { id: 1 }, number_out: '+31201234567' },
  { id: 6, nature: { id: 2 }, number_out: '0612345678' },
]);

describe('toRows', () => {
  it('fills up to 3 rows with blank rows after the saved entries', () => {
    expect(saved).toEqual([
      { id: 5, nature: '1', number_out: '+31201234567' },
      { id: 6, nature: '2', number_out: '0612345678' },
      BLANK_ROW,
    ]);
    expect(toRows([])).toEqual([BLANK_ROW, BLANK_ROW, BLANK_ROW]);
  });
});

describe('rowChanges', () => {
  it('is empty when nothing changed or only blank rows stay blank', () => {
    expect(
      rowChanges(
        saved,
        saved.map((row) => ({ ...row })),
      ),
    ).toEqual([]);
  });

  it('puts a changed saved row and posts a filled new row', () => {
    const rows = [
      { ...saved[0], number_out: '+31209999999' },
      saved[1],
      { id: null, nature: '3', number_out: ' 0201234567 ' },
    ];
    expect(rowChanges(saved, rows)).toEqual([
      { index: 0, kind: 'update', body: { id: 5, nature: { id: 1 }, number_out: '+31209999999' } },
      { index: 2, kind: 'create', body: { nature: { id: 3 }, number_out: '0201234567' } },
    ]);
  });

  it('refuses a half-filled new row and a cleared saved row', () => {
    const rows = [{ ...saved[0], nature: '', number_out: '' }, saved[1], { id: null, nature: '3', number_out: '' }];
    expect(rowChanges(saved, rows)).toEqual([
      { index: 0, kind: 'invalid', missing: ['nature', 'number_out'] },
      { index: 2, kind: 'invalid', missing: ['number_out'] },
    ]);
  });
});

describe('shadowChange', () => {
  it('creates a new one, updates a changed one, and asks for Delete to clear a saved one', () => {
    expect(shadowChange({ id: null, number: '' }, '')).toBeNull();
    expect(shadowChange({ id: null, number: '' }, '0201234567')).toBe('create');
    expect(shadowChange({ id: 2, number: '0201234567' }, '0201234567 ')).toBeNull();
    expect(shadowChange({ id: 2, number: '0201234567' }, '0207654321')).toBe('update');
    expect(shadowChange({ id: 2, number: '0201234567' }, '')).toBe('required');
  });
});
