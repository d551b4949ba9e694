/**
 * DID group editing (spec section 4): a number moves only between the default group and this group;
 * saving sends to each group the numbers it gained.
 */
export interface GroupSides {
  /** Numbers in the default group. */
  defaultDids: string[];
  /** Numbers in this group. */
  groupDids: string[];
}

/** Moves a number to the other side; unknown numbers change nothing. */
export function moveDid(sides: GroupSides, did: string): GroupSides {
  if (sides.groupDids.includes(did)) {
    return { groupDids: sides.groupDids.filter((d) => d !== did), defaultDids: [...sides.defaultDids, did].sort() };
  }
  if (sides.defaultDids.includes(did)) {
    return { defaultDids: sides.defaultDids.filter((d) => d !== did), groupDids: [...sides.groupDids, did].sort() };
  }
  return sides;
}

/** What each group gained since it was loaded: the bodies of the two "save" calls. */
export function groupAdditions(original: GroupSides, current: GroupSides): { toGroup: string[]; toDefault: string[] } {
  return {
    toGroup: current.groupDids.filter((did) => !original.groupDids.includes(did)),
    toDefault: current.defaultDids.filter((did) => !original.defaultDids.includes(did)),
  };
}
