import { describe, expect, it } from 'vitest';
import { groupAdditions, moveDid } from '@/resources/did-groups/groupMoves';

const start = { defaultDids: ['31201', '31202', '31203'], groupDids: ['31209'] };

describe('DID group moves', () => {
  it('moves a number of the default group into this group and back', () => {
    const moved = moveDid(start, '31202');
    expect(moved).toEqual({ defaultDids: ['31201', '31203'], groupDids: ['31202', '31209'] });
    expect(moveDid(moved, '31202')).toEqual(start);
  });
  it('ignores numbers of neither group', () => {
    expect(moveDid(start, '999')).toBe(start);
  });
  it('sends each group only what it gained', () => {
    const current = moveDid(moveDid(start, '31201'), '31209');
    expect(groupAdditions(start, current)).toEqual({ toGroup: ['31201'], toDefault: ['31209'] });
    expect(groupAdditions(start, moveDid(moveDid(start, '31201'), '31201'))).toEqual({ toGroup: [], toDefault: [] });
  });
});
